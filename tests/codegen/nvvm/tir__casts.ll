; kernel promote [T=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @promote(i8 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, half addrspace(1)* noalias readonly %p3, i32 %p4, i32 %p5, i32 addrspace(1)* noalias readonly %p6, i32 %p7, i32 %p8, float addrspace(1)* noalias %p9, i32 %p10, i32 %p11) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = sext i32 %v4 to i64
  %v6 = mul i64 %v5, 16
  %v7 = zext i32 %p1 to i64
  %v8 = add i64 %v6, 16
  %v9 = icmp sle i64 %v8, %v7
  %v10 = icmp sge i64 %v5, 0
  %v11 = and i1 %v9, %v10
  br i1 %v11, label %ld_full1, label %ld_edge2
ld_full1:
  %v12 = icmp ult i64 %v6, %v7
  %v13 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v6
  %v14 = bitcast i8 addrspace(1)* %v13 to <4 x i32> addrspace(1)*
  %v15 = load <4 x i32>, <4 x i32> addrspace(1)* %v14, align 16
  %v16 = extractelement <4 x i32> %v15, i32 0
  %v17 = trunc i32 %v16 to i8
  %v18 = extractelement <4 x i32> %v15, i32 0
  %v19 = lshr i32 %v18, 8
  %v20 = trunc i32 %v19 to i8
  %v21 = extractelement <4 x i32> %v15, i32 0
  %v22 = lshr i32 %v21, 16
  %v23 = trunc i32 %v22 to i8
  %v24 = extractelement <4 x i32> %v15, i32 0
  %v25 = lshr i32 %v24, 24
  %v26 = trunc i32 %v25 to i8
  %v27 = extractelement <4 x i32> %v15, i32 1
  %v28 = trunc i32 %v27 to i8
  %v29 = extractelement <4 x i32> %v15, i32 1
  %v30 = lshr i32 %v29, 8
  %v31 = trunc i32 %v30 to i8
  %v32 = extractelement <4 x i32> %v15, i32 1
  %v33 = lshr i32 %v32, 16
  %v34 = trunc i32 %v33 to i8
  %v35 = extractelement <4 x i32> %v15, i32 1
  %v36 = lshr i32 %v35, 24
  %v37 = trunc i32 %v36 to i8
  %v38 = extractelement <4 x i32> %v15, i32 2
  %v39 = trunc i32 %v38 to i8
  %v40 = extractelement <4 x i32> %v15, i32 2
  %v41 = lshr i32 %v40, 8
  %v42 = trunc i32 %v41 to i8
  %v43 = extractelement <4 x i32> %v15, i32 2
  %v44 = lshr i32 %v43, 16
  %v45 = trunc i32 %v44 to i8
  %v46 = extractelement <4 x i32> %v15, i32 2
  %v47 = lshr i32 %v46, 24
  %v48 = trunc i32 %v47 to i8
  %v49 = extractelement <4 x i32> %v15, i32 3
  %v50 = trunc i32 %v49 to i8
  %v51 = extractelement <4 x i32> %v15, i32 3
  %v52 = lshr i32 %v51, 8
  %v53 = trunc i32 %v52 to i8
  %v54 = extractelement <4 x i32> %v15, i32 3
  %v55 = lshr i32 %v54, 16
  %v56 = trunc i32 %v55 to i8
  %v57 = extractelement <4 x i32> %v15, i32 3
  %v58 = lshr i32 %v57, 24
  %v59 = trunc i32 %v58 to i8
  br label %ld_done3
ld_edge2:
  %v60 = icmp ult i64 %v6, %v7
  %v61 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v6
  %v62 = bitcast i8 addrspace(1)* %v61 to <4 x i32> addrspace(1)*
  br i1 %v60, label %ld4, label %ld_next5
ld_done3:
  %v124 = phi i8 [ %v17, %ld_full1 ], [ %v108, %ld_next5 ]
  %v125 = phi i8 [ %v20, %ld_full1 ], [ %v109, %ld_next5 ]
  %v126 = phi i8 [ %v23, %ld_full1 ], [ %v110, %ld_next5 ]
  %v127 = phi i8 [ %v26, %ld_full1 ], [ %v111, %ld_next5 ]
  %v128 = phi i8 [ %v28, %ld_full1 ], [ %v112, %ld_next5 ]
  %v129 = phi i8 [ %v31, %ld_full1 ], [ %v113, %ld_next5 ]
  %v130 = phi i8 [ %v34, %ld_full1 ], [ %v114, %ld_next5 ]
  %v131 = phi i8 [ %v37, %ld_full1 ], [ %v115, %ld_next5 ]
  %v132 = phi i8 [ %v39, %ld_full1 ], [ %v116, %ld_next5 ]
  %v133 = phi i8 [ %v42, %ld_full1 ], [ %v117, %ld_next5 ]
  %v134 = phi i8 [ %v45, %ld_full1 ], [ %v118, %ld_next5 ]
  %v135 = phi i8 [ %v48, %ld_full1 ], [ %v119, %ld_next5 ]
  %v136 = phi i8 [ %v50, %ld_full1 ], [ %v120, %ld_next5 ]
  %v137 = phi i8 [ %v53, %ld_full1 ], [ %v121, %ld_next5 ]
  %v138 = phi i8 [ %v56, %ld_full1 ], [ %v122, %ld_next5 ]
  %v139 = phi i8 [ %v59, %ld_full1 ], [ %v123, %ld_next5 ]
  %v140 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v141 = and i32 %v2, 1
  %v142 = shl i32 %v141, 3
  %v143 = and i32 %v142, 15
  %v144 = sext i32 %v140 to i64
  %v145 = mul i64 %v144, 16
  %v146 = zext i32 %v143 to i64
  %v147 = add i64 %v145, %v146
  %v148 = zext i32 %p4 to i64
  %v149 = add i64 %v145, 16
  %v150 = icmp sle i64 %v149, %v148
  %v151 = icmp sge i64 %v144, 0
  %v152 = and i1 %v150, %v151
  br i1 %v152, label %ld_full6, label %ld_edge7
ld4:
  %v63 = load <4 x i32>, <4 x i32> addrspace(1)* %v62, align 16
  %v64 = extractelement <4 x i32> %v63, i32 0
  %v65 = trunc i32 %v64 to i8
  %v66 = extractelement <4 x i32> %v63, i32 0
  %v67 = lshr i32 %v66, 8
  %v68 = trunc i32 %v67 to i8
  %v69 = extractelement <4 x i32> %v63, i32 0
  %v70 = lshr i32 %v69, 16
  %v71 = trunc i32 %v70 to i8
  %v72 = extractelement <4 x i32> %v63, i32 0
  %v73 = lshr i32 %v72, 24
  %v74 = trunc i32 %v73 to i8
  %v75 = extractelement <4 x i32> %v63, i32 1
  %v76 = trunc i32 %v75 to i8
  %v77 = extractelement <4 x i32> %v63, i32 1
  %v78 = lshr i32 %v77, 8
  %v79 = trunc i32 %v78 to i8
  %v80 = extractelement <4 x i32> %v63, i32 1
  %v81 = lshr i32 %v80, 16
  %v82 = trunc i32 %v81 to i8
  %v83 = extractelement <4 x i32> %v63, i32 1
  %v84 = lshr i32 %v83, 24
  %v85 = trunc i32 %v84 to i8
  %v86 = extractelement <4 x i32> %v63, i32 2
  %v87 = trunc i32 %v86 to i8
  %v88 = extractelement <4 x i32> %v63, i32 2
  %v89 = lshr i32 %v88, 8
  %v90 = trunc i32 %v89 to i8
  %v91 = extractelement <4 x i32> %v63, i32 2
  %v92 = lshr i32 %v91, 16
  %v93 = trunc i32 %v92 to i8
  %v94 = extractelement <4 x i32> %v63, i32 2
  %v95 = lshr i32 %v94, 24
  %v96 = trunc i32 %v95 to i8
  %v97 = extractelement <4 x i32> %v63, i32 3
  %v98 = trunc i32 %v97 to i8
  %v99 = extractelement <4 x i32> %v63, i32 3
  %v100 = lshr i32 %v99, 8
  %v101 = trunc i32 %v100 to i8
  %v102 = extractelement <4 x i32> %v63, i32 3
  %v103 = lshr i32 %v102, 16
  %v104 = trunc i32 %v103 to i8
  %v105 = extractelement <4 x i32> %v63, i32 3
  %v106 = lshr i32 %v105, 24
  %v107 = trunc i32 %v106 to i8
  br label %ld_next5
ld_next5:
  %v108 = phi i8 [ %v65, %ld4 ], [ 0, %ld_edge2 ]
  %v109 = phi i8 [ %v68, %ld4 ], [ 0, %ld_edge2 ]
  %v110 = phi i8 [ %v71, %ld4 ], [ 0, %ld_edge2 ]
  %v111 = phi i8 [ %v74, %ld4 ], [ 0, %ld_edge2 ]
  %v112 = phi i8 [ %v76, %ld4 ], [ 0, %ld_edge2 ]
  %v113 = phi i8 [ %v79, %ld4 ], [ 0, %ld_edge2 ]
  %v114 = phi i8 [ %v82, %ld4 ], [ 0, %ld_edge2 ]
  %v115 = phi i8 [ %v85, %ld4 ], [ 0, %ld_edge2 ]
  %v116 = phi i8 [ %v87, %ld4 ], [ 0, %ld_edge2 ]
  %v117 = phi i8 [ %v90, %ld4 ], [ 0, %ld_edge2 ]
  %v118 = phi i8 [ %v93, %ld4 ], [ 0, %ld_edge2 ]
  %v119 = phi i8 [ %v96, %ld4 ], [ 0, %ld_edge2 ]
  %v120 = phi i8 [ %v98, %ld4 ], [ 0, %ld_edge2 ]
  %v121 = phi i8 [ %v101, %ld4 ], [ 0, %ld_edge2 ]
  %v122 = phi i8 [ %v104, %ld4 ], [ 0, %ld_edge2 ]
  %v123 = phi i8 [ %v107, %ld4 ], [ 0, %ld_edge2 ]
  br label %ld_done3
ld_full6:
  %v153 = icmp ult i64 %v147, %v148
  %v154 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v147
  %v155 = bitcast half addrspace(1)* %v154 to <4 x i32> addrspace(1)*
  %v156 = load <4 x i32>, <4 x i32> addrspace(1)* %v155, align 16
  %v157 = extractelement <4 x i32> %v156, i32 0
  %v158 = trunc i32 %v157 to i16
  %v159 = bitcast i16 %v158 to half
  %v160 = fpext half %v159 to float
  %v161 = extractelement <4 x i32> %v156, i32 0
  %v162 = lshr i32 %v161, 16
  %v163 = trunc i32 %v162 to i16
  %v164 = bitcast i16 %v163 to half
  %v165 = fpext half %v164 to float
  %v166 = extractelement <4 x i32> %v156, i32 1
  %v167 = trunc i32 %v166 to i16
  %v168 = bitcast i16 %v167 to half
  %v169 = fpext half %v168 to float
  %v170 = extractelement <4 x i32> %v156, i32 1
  %v171 = lshr i32 %v170, 16
  %v172 = trunc i32 %v171 to i16
  %v173 = bitcast i16 %v172 to half
  %v174 = fpext half %v173 to float
  %v175 = extractelement <4 x i32> %v156, i32 2
  %v176 = trunc i32 %v175 to i16
  %v177 = bitcast i16 %v176 to half
  %v178 = fpext half %v177 to float
  %v179 = extractelement <4 x i32> %v156, i32 2
  %v180 = lshr i32 %v179, 16
  %v181 = trunc i32 %v180 to i16
  %v182 = bitcast i16 %v181 to half
  %v183 = fpext half %v182 to float
  %v184 = extractelement <4 x i32> %v156, i32 3
  %v185 = trunc i32 %v184 to i16
  %v186 = bitcast i16 %v185 to half
  %v187 = fpext half %v186 to float
  %v188 = extractelement <4 x i32> %v156, i32 3
  %v189 = lshr i32 %v188, 16
  %v190 = trunc i32 %v189 to i16
  %v191 = bitcast i16 %v190 to half
  %v192 = fpext half %v191 to float
  br label %ld_done8
ld_edge7:
  %v193 = icmp ult i64 %v147, %v148
  %v194 = getelementptr inbounds half, half addrspace(1)* %p3, i64 %v147
  %v195 = bitcast half addrspace(1)* %v194 to <4 x i32> addrspace(1)*
  br i1 %v193, label %ld9, label %ld_next10
ld_done8:
  %v241 = phi float [ %v160, %ld_full6 ], [ %v233, %ld_next10 ]
  %v242 = phi float [ %v165, %ld_full6 ], [ %v234, %ld_next10 ]
  %v243 = phi float [ %v169, %ld_full6 ], [ %v235, %ld_next10 ]
  %v244 = phi float [ %v174, %ld_full6 ], [ %v236, %ld_next10 ]
  %v245 = phi float [ %v178, %ld_full6 ], [ %v237, %ld_next10 ]
  %v246 = phi float [ %v183, %ld_full6 ], [ %v238, %ld_next10 ]
  %v247 = phi float [ %v187, %ld_full6 ], [ %v239, %ld_next10 ]
  %v248 = phi float [ %v192, %ld_full6 ], [ %v240, %ld_next10 ]
  %v249 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v250 = and i32 %v2, 1
  %v251 = shl i32 %v250, 2
  %v252 = lshr i32 %v2, 1
  %v253 = and i32 %v252, 1
  %v254 = shl i32 %v253, 3
  %v255 = or i32 %v251, %v254
  %v256 = and i32 %v255, 15
  %v257 = sext i32 %v249 to i64
  %v258 = mul i64 %v257, 16
  %v259 = zext i32 %v256 to i64
  %v260 = add i64 %v258, %v259
  %v261 = zext i32 %p7 to i64
  %v262 = add i64 %v258, 16
  %v263 = icmp sle i64 %v262, %v261
  %v264 = icmp sge i64 %v257, 0
  %v265 = and i1 %v263, %v264
  br i1 %v265, label %ld_full11, label %ld_edge12
ld9:
  %v196 = load <4 x i32>, <4 x i32> addrspace(1)* %v195, align 16
  %v197 = extractelement <4 x i32> %v196, i32 0
  %v198 = trunc i32 %v197 to i16
  %v199 = bitcast i16 %v198 to half
  %v200 = fpext half %v199 to float
  %v201 = extractelement <4 x i32> %v196, i32 0
  %v202 = lshr i32 %v201, 16
  %v203 = trunc i32 %v202 to i16
  %v204 = bitcast i16 %v203 to half
  %v205 = fpext half %v204 to float
  %v206 = extractelement <4 x i32> %v196, i32 1
  %v207 = trunc i32 %v206 to i16
  %v208 = bitcast i16 %v207 to half
  %v209 = fpext half %v208 to float
  %v210 = extractelement <4 x i32> %v196, i32 1
  %v211 = lshr i32 %v210, 16
  %v212 = trunc i32 %v211 to i16
  %v213 = bitcast i16 %v212 to half
  %v214 = fpext half %v213 to float
  %v215 = extractelement <4 x i32> %v196, i32 2
  %v216 = trunc i32 %v215 to i16
  %v217 = bitcast i16 %v216 to half
  %v218 = fpext half %v217 to float
  %v219 = extractelement <4 x i32> %v196, i32 2
  %v220 = lshr i32 %v219, 16
  %v221 = trunc i32 %v220 to i16
  %v222 = bitcast i16 %v221 to half
  %v223 = fpext half %v222 to float
  %v224 = extractelement <4 x i32> %v196, i32 3
  %v225 = trunc i32 %v224 to i16
  %v226 = bitcast i16 %v225 to half
  %v227 = fpext half %v226 to float
  %v228 = extractelement <4 x i32> %v196, i32 3
  %v229 = lshr i32 %v228, 16
  %v230 = trunc i32 %v229 to i16
  %v231 = bitcast i16 %v230 to half
  %v232 = fpext half %v231 to float
  br label %ld_next10
ld_next10:
  %v233 = phi float [ %v200, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v234 = phi float [ %v205, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v235 = phi float [ %v209, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v236 = phi float [ %v214, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v237 = phi float [ %v218, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v238 = phi float [ %v223, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v239 = phi float [ %v227, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  %v240 = phi float [ %v232, %ld9 ], [ 0x0000000000000000, %ld_edge7 ]
  br label %ld_done8
ld_full11:
  %v266 = icmp ult i64 %v260, %v261
  %v267 = getelementptr inbounds i32, i32 addrspace(1)* %p6, i64 %v260
  %v268 = bitcast i32 addrspace(1)* %v267 to <4 x i32> addrspace(1)*
  %v269 = load <4 x i32>, <4 x i32> addrspace(1)* %v268, align 16
  %v270 = extractelement <4 x i32> %v269, i32 0
  %v271 = extractelement <4 x i32> %v269, i32 1
  %v272 = extractelement <4 x i32> %v269, i32 2
  %v273 = extractelement <4 x i32> %v269, i32 3
  br label %ld_done13
ld_edge12:
  %v274 = icmp ult i64 %v260, %v261
  %v275 = getelementptr inbounds i32, i32 addrspace(1)* %p6, i64 %v260
  %v276 = bitcast i32 addrspace(1)* %v275 to <4 x i32> addrspace(1)*
  br i1 %v274, label %ld14, label %ld_next15
ld_done13:
  %v286 = phi i32 [ %v270, %ld_full11 ], [ %v282, %ld_next15 ]
  %v287 = phi i32 [ %v271, %ld_full11 ], [ %v283, %ld_next15 ]
  %v288 = phi i32 [ %v272, %ld_full11 ], [ %v284, %ld_next15 ]
  %v289 = phi i32 [ %v273, %ld_full11 ], [ %v285, %ld_next15 ]
  %v290 = sitofp i8 %v124 to float
  %v291 = fptrunc float %v290 to half
  %v292 = fpext half %v291 to float
  %v293 = sitofp i8 %v125 to float
  %v294 = fptrunc float %v293 to half
  %v295 = fpext half %v294 to float
  %v296 = sitofp i8 %v126 to float
  %v297 = fptrunc float %v296 to half
  %v298 = fpext half %v297 to float
  %v299 = sitofp i8 %v127 to float
  %v300 = fptrunc float %v299 to half
  %v301 = fpext half %v300 to float
  %v302 = sitofp i8 %v128 to float
  %v303 = fptrunc float %v302 to half
  %v304 = fpext half %v303 to float
  %v305 = sitofp i8 %v129 to float
  %v306 = fptrunc float %v305 to half
  %v307 = fpext half %v306 to float
  %v308 = sitofp i8 %v130 to float
  %v309 = fptrunc float %v308 to half
  %v310 = fpext half %v309 to float
  %v311 = sitofp i8 %v131 to float
  %v312 = fptrunc float %v311 to half
  %v313 = fpext half %v312 to float
  %v314 = sitofp i8 %v132 to float
  %v315 = fptrunc float %v314 to half
  %v316 = fpext half %v315 to float
  %v317 = sitofp i8 %v133 to float
  %v318 = fptrunc float %v317 to half
  %v319 = fpext half %v318 to float
  %v320 = sitofp i8 %v134 to float
  %v321 = fptrunc float %v320 to half
  %v322 = fpext half %v321 to float
  %v323 = sitofp i8 %v135 to float
  %v324 = fptrunc float %v323 to half
  %v325 = fpext half %v324 to float
  %v326 = sitofp i8 %v136 to float
  %v327 = fptrunc float %v326 to half
  %v328 = fpext half %v327 to float
  %v329 = sitofp i8 %v137 to float
  %v330 = fptrunc float %v329 to half
  %v331 = fpext half %v330 to float
  %v332 = sitofp i8 %v138 to float
  %v333 = fptrunc float %v332 to half
  %v334 = fpext half %v333 to float
  %v335 = sitofp i8 %v139 to float
  %v336 = fptrunc float %v335 to half
  %v337 = fpext half %v336 to float
  call void @llvm.nvvm.barrier0()
  %v338 = and i32 %v2, 1
  %v339 = shl i32 %v338, 3
  %v340 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v341 = getelementptr inbounds i32, i32 addrspace(3)* %v340, i32 %v339
  %v342 = fptrunc float %v241 to half
  %v343 = bitcast half %v342 to i16
  %v344 = zext i16 %v343 to i32
  store i32 %v344, i32 addrspace(3)* %v341, align 4
  %v345 = or i32 %v339, 1
  %v346 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v347 = getelementptr inbounds i32, i32 addrspace(3)* %v346, i32 %v345
  %v348 = fptrunc float %v242 to half
  %v349 = bitcast half %v348 to i16
  %v350 = zext i16 %v349 to i32
  store i32 %v350, i32 addrspace(3)* %v347, align 4
  %v351 = or i32 %v339, 2
  %v352 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v353 = getelementptr inbounds i32, i32 addrspace(3)* %v352, i32 %v351
  %v354 = fptrunc float %v243 to half
  %v355 = bitcast half %v354 to i16
  %v356 = zext i16 %v355 to i32
  store i32 %v356, i32 addrspace(3)* %v353, align 4
  %v357 = or i32 %v339, 3
  %v358 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v359 = getelementptr inbounds i32, i32 addrspace(3)* %v358, i32 %v357
  %v360 = fptrunc float %v244 to half
  %v361 = bitcast half %v360 to i16
  %v362 = zext i16 %v361 to i32
  store i32 %v362, i32 addrspace(3)* %v359, align 4
  %v363 = or i32 %v339, 4
  %v364 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v365 = getelementptr inbounds i32, i32 addrspace(3)* %v364, i32 %v363
  %v366 = fptrunc float %v245 to half
  %v367 = bitcast half %v366 to i16
  %v368 = zext i16 %v367 to i32
  store i32 %v368, i32 addrspace(3)* %v365, align 4
  %v369 = or i32 %v339, 5
  %v370 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v371 = getelementptr inbounds i32, i32 addrspace(3)* %v370, i32 %v369
  %v372 = fptrunc float %v246 to half
  %v373 = bitcast half %v372 to i16
  %v374 = zext i16 %v373 to i32
  store i32 %v374, i32 addrspace(3)* %v371, align 4
  %v375 = or i32 %v339, 6
  %v376 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v377 = getelementptr inbounds i32, i32 addrspace(3)* %v376, i32 %v375
  %v378 = fptrunc float %v247 to half
  %v379 = bitcast half %v378 to i16
  %v380 = zext i16 %v379 to i32
  store i32 %v380, i32 addrspace(3)* %v377, align 4
  %v381 = or i32 %v339, 7
  %v382 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v383 = getelementptr inbounds i32, i32 addrspace(3)* %v382, i32 %v381
  %v384 = fptrunc float %v248 to half
  %v385 = bitcast half %v384 to i16
  %v386 = zext i16 %v385 to i32
  store i32 %v386, i32 addrspace(3)* %v383, align 4
  call void @llvm.nvvm.barrier0()
  %v387 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v388 = getelementptr inbounds i32, i32 addrspace(3)* %v387, i32 0
  %v389 = load i32, i32 addrspace(3)* %v388, align 4
  %v390 = trunc i32 %v389 to i16
  %v391 = bitcast i16 %v390 to half
  %v392 = fpext half %v391 to float
  %v393 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v394 = getelementptr inbounds i32, i32 addrspace(3)* %v393, i32 1
  %v395 = load i32, i32 addrspace(3)* %v394, align 4
  %v396 = trunc i32 %v395 to i16
  %v397 = bitcast i16 %v396 to half
  %v398 = fpext half %v397 to float
  %v399 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v400 = getelementptr inbounds i32, i32 addrspace(3)* %v399, i32 2
  %v401 = load i32, i32 addrspace(3)* %v400, align 4
  %v402 = trunc i32 %v401 to i16
  %v403 = bitcast i16 %v402 to half
  %v404 = fpext half %v403 to float
  %v405 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v406 = getelementptr inbounds i32, i32 addrspace(3)* %v405, i32 3
  %v407 = load i32, i32 addrspace(3)* %v406, align 4
  %v408 = trunc i32 %v407 to i16
  %v409 = bitcast i16 %v408 to half
  %v410 = fpext half %v409 to float
  %v411 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v412 = getelementptr inbounds i32, i32 addrspace(3)* %v411, i32 4
  %v413 = load i32, i32 addrspace(3)* %v412, align 4
  %v414 = trunc i32 %v413 to i16
  %v415 = bitcast i16 %v414 to half
  %v416 = fpext half %v415 to float
  %v417 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v418 = getelementptr inbounds i32, i32 addrspace(3)* %v417, i32 5
  %v419 = load i32, i32 addrspace(3)* %v418, align 4
  %v420 = trunc i32 %v419 to i16
  %v421 = bitcast i16 %v420 to half
  %v422 = fpext half %v421 to float
  %v423 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v424 = getelementptr inbounds i32, i32 addrspace(3)* %v423, i32 6
  %v425 = load i32, i32 addrspace(3)* %v424, align 4
  %v426 = trunc i32 %v425 to i16
  %v427 = bitcast i16 %v426 to half
  %v428 = fpext half %v427 to float
  %v429 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v430 = getelementptr inbounds i32, i32 addrspace(3)* %v429, i32 7
  %v431 = load i32, i32 addrspace(3)* %v430, align 4
  %v432 = trunc i32 %v431 to i16
  %v433 = bitcast i16 %v432 to half
  %v434 = fpext half %v433 to float
  %v435 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v436 = getelementptr inbounds i32, i32 addrspace(3)* %v435, i32 8
  %v437 = load i32, i32 addrspace(3)* %v436, align 4
  %v438 = trunc i32 %v437 to i16
  %v439 = bitcast i16 %v438 to half
  %v440 = fpext half %v439 to float
  %v441 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v442 = getelementptr inbounds i32, i32 addrspace(3)* %v441, i32 9
  %v443 = load i32, i32 addrspace(3)* %v442, align 4
  %v444 = trunc i32 %v443 to i16
  %v445 = bitcast i16 %v444 to half
  %v446 = fpext half %v445 to float
  %v447 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v448 = getelementptr inbounds i32, i32 addrspace(3)* %v447, i32 10
  %v449 = load i32, i32 addrspace(3)* %v448, align 4
  %v450 = trunc i32 %v449 to i16
  %v451 = bitcast i16 %v450 to half
  %v452 = fpext half %v451 to float
  %v453 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v454 = getelementptr inbounds i32, i32 addrspace(3)* %v453, i32 11
  %v455 = load i32, i32 addrspace(3)* %v454, align 4
  %v456 = trunc i32 %v455 to i16
  %v457 = bitcast i16 %v456 to half
  %v458 = fpext half %v457 to float
  %v459 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v460 = getelementptr inbounds i32, i32 addrspace(3)* %v459, i32 12
  %v461 = load i32, i32 addrspace(3)* %v460, align 4
  %v462 = trunc i32 %v461 to i16
  %v463 = bitcast i16 %v462 to half
  %v464 = fpext half %v463 to float
  %v465 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v466 = getelementptr inbounds i32, i32 addrspace(3)* %v465, i32 13
  %v467 = load i32, i32 addrspace(3)* %v466, align 4
  %v468 = trunc i32 %v467 to i16
  %v469 = bitcast i16 %v468 to half
  %v470 = fpext half %v469 to float
  %v471 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v472 = getelementptr inbounds i32, i32 addrspace(3)* %v471, i32 14
  %v473 = load i32, i32 addrspace(3)* %v472, align 4
  %v474 = trunc i32 %v473 to i16
  %v475 = bitcast i16 %v474 to half
  %v476 = fpext half %v475 to float
  %v477 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v478 = getelementptr inbounds i32, i32 addrspace(3)* %v477, i32 15
  %v479 = load i32, i32 addrspace(3)* %v478, align 4
  %v480 = trunc i32 %v479 to i16
  %v481 = bitcast i16 %v480 to half
  %v482 = fpext half %v481 to float
  %v483 = fadd float %v292, %v392
  %v484 = fptrunc float %v483 to half
  %v485 = fpext half %v484 to float
  %v486 = fadd float %v295, %v398
  %v487 = fptrunc float %v486 to half
  %v488 = fpext half %v487 to float
  %v489 = fadd float %v298, %v404
  %v490 = fptrunc float %v489 to half
  %v491 = fpext half %v490 to float
  %v492 = fadd float %v301, %v410
  %v493 = fptrunc float %v492 to half
  %v494 = fpext half %v493 to float
  %v495 = fadd float %v304, %v416
  %v496 = fptrunc float %v495 to half
  %v497 = fpext half %v496 to float
  %v498 = fadd float %v307, %v422
  %v499 = fptrunc float %v498 to half
  %v500 = fpext half %v499 to float
  %v501 = fadd float %v310, %v428
  %v502 = fptrunc float %v501 to half
  %v503 = fpext half %v502 to float
  %v504 = fadd float %v313, %v434
  %v505 = fptrunc float %v504 to half
  %v506 = fpext half %v505 to float
  %v507 = fadd float %v316, %v440
  %v508 = fptrunc float %v507 to half
  %v509 = fpext half %v508 to float
  %v510 = fadd float %v319, %v446
  %v511 = fptrunc float %v510 to half
  %v512 = fpext half %v511 to float
  %v513 = fadd float %v322, %v452
  %v514 = fptrunc float %v513 to half
  %v515 = fpext half %v514 to float
  %v516 = fadd float %v325, %v458
  %v517 = fptrunc float %v516 to half
  %v518 = fpext half %v517 to float
  %v519 = fadd float %v328, %v464
  %v520 = fptrunc float %v519 to half
  %v521 = fpext half %v520 to float
  %v522 = fadd float %v331, %v470
  %v523 = fptrunc float %v522 to half
  %v524 = fpext half %v523 to float
  %v525 = fadd float %v334, %v476
  %v526 = fptrunc float %v525 to half
  %v527 = fpext half %v526 to float
  %v528 = fadd float %v337, %v482
  %v529 = fptrunc float %v528 to half
  %v530 = fpext half %v529 to float
  %v531 = sext i8 %v124 to i32
  %v532 = sext i8 %v125 to i32
  %v533 = sext i8 %v126 to i32
  %v534 = sext i8 %v127 to i32
  %v535 = sext i8 %v128 to i32
  %v536 = sext i8 %v129 to i32
  %v537 = sext i8 %v130 to i32
  %v538 = sext i8 %v131 to i32
  %v539 = sext i8 %v132 to i32
  %v540 = sext i8 %v133 to i32
  %v541 = sext i8 %v134 to i32
  %v542 = sext i8 %v135 to i32
  %v543 = sext i8 %v136 to i32
  %v544 = sext i8 %v137 to i32
  %v545 = sext i8 %v138 to i32
  %v546 = sext i8 %v139 to i32
  %v547 = zext i32 %v286 to i64
  %v548 = zext i32 %v287 to i64
  %v549 = zext i32 %v288 to i64
  %v550 = zext i32 %v289 to i64
  %v551 = sext i32 %v531 to i64
  %v552 = sext i32 %v532 to i64
  %v553 = sext i32 %v533 to i64
  %v554 = sext i32 %v534 to i64
  %v555 = sext i32 %v535 to i64
  %v556 = sext i32 %v536 to i64
  %v557 = sext i32 %v537 to i64
  %v558 = sext i32 %v538 to i64
  %v559 = sext i32 %v539 to i64
  %v560 = sext i32 %v540 to i64
  %v561 = sext i32 %v541 to i64
  %v562 = sext i32 %v542 to i64
  %v563 = sext i32 %v543 to i64
  %v564 = sext i32 %v544 to i64
  %v565 = sext i32 %v545 to i64
  %v566 = sext i32 %v546 to i64
  call void @llvm.nvvm.barrier0()
  %v567 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v568 = getelementptr inbounds i64, i64 addrspace(3)* %v567, i32 0
  store i64 %v551, i64 addrspace(3)* %v568, align 8
  %v569 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v570 = getelementptr inbounds i64, i64 addrspace(3)* %v569, i32 1
  store i64 %v552, i64 addrspace(3)* %v570, align 8
  %v571 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v572 = getelementptr inbounds i64, i64 addrspace(3)* %v571, i32 2
  store i64 %v553, i64 addrspace(3)* %v572, align 8
  %v573 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v574 = getelementptr inbounds i64, i64 addrspace(3)* %v573, i32 3
  store i64 %v554, i64 addrspace(3)* %v574, align 8
  %v575 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v576 = getelementptr inbounds i64, i64 addrspace(3)* %v575, i32 4
  store i64 %v555, i64 addrspace(3)* %v576, align 8
  %v577 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v578 = getelementptr inbounds i64, i64 addrspace(3)* %v577, i32 5
  store i64 %v556, i64 addrspace(3)* %v578, align 8
  %v579 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v580 = getelementptr inbounds i64, i64 addrspace(3)* %v579, i32 6
  store i64 %v557, i64 addrspace(3)* %v580, align 8
  %v581 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v582 = getelementptr inbounds i64, i64 addrspace(3)* %v581, i32 7
  store i64 %v558, i64 addrspace(3)* %v582, align 8
  %v583 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v584 = getelementptr inbounds i64, i64 addrspace(3)* %v583, i32 8
  store i64 %v559, i64 addrspace(3)* %v584, align 8
  %v585 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v586 = getelementptr inbounds i64, i64 addrspace(3)* %v585, i32 9
  store i64 %v560, i64 addrspace(3)* %v586, align 8
  %v587 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v588 = getelementptr inbounds i64, i64 addrspace(3)* %v587, i32 10
  store i64 %v561, i64 addrspace(3)* %v588, align 8
  %v589 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v590 = getelementptr inbounds i64, i64 addrspace(3)* %v589, i32 11
  store i64 %v562, i64 addrspace(3)* %v590, align 8
  %v591 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v592 = getelementptr inbounds i64, i64 addrspace(3)* %v591, i32 12
  store i64 %v563, i64 addrspace(3)* %v592, align 8
  %v593 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v594 = getelementptr inbounds i64, i64 addrspace(3)* %v593, i32 13
  store i64 %v564, i64 addrspace(3)* %v594, align 8
  %v595 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v596 = getelementptr inbounds i64, i64 addrspace(3)* %v595, i32 14
  store i64 %v565, i64 addrspace(3)* %v596, align 8
  %v597 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v598 = getelementptr inbounds i64, i64 addrspace(3)* %v597, i32 15
  store i64 %v566, i64 addrspace(3)* %v598, align 8
  call void @llvm.nvvm.barrier0()
  %v599 = and i32 %v2, 1
  %v600 = shl i32 %v599, 2
  %v601 = lshr i32 %v2, 1
  %v602 = and i32 %v601, 1
  %v603 = shl i32 %v602, 3
  %v604 = or i32 %v600, %v603
  %v605 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v606 = getelementptr inbounds i64, i64 addrspace(3)* %v605, i32 %v604
  %v607 = load i64, i64 addrspace(3)* %v606, align 8
  %v608 = or i32 %v604, 1
  %v609 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v610 = getelementptr inbounds i64, i64 addrspace(3)* %v609, i32 %v608
  %v611 = load i64, i64 addrspace(3)* %v610, align 8
  %v612 = or i32 %v604, 2
  %v613 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v614 = getelementptr inbounds i64, i64 addrspace(3)* %v613, i32 %v612
  %v615 = load i64, i64 addrspace(3)* %v614, align 8
  %v616 = or i32 %v604, 3
  %v617 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i64 addrspace(3)*
  %v618 = getelementptr inbounds i64, i64 addrspace(3)* %v617, i32 %v616
  %v619 = load i64, i64 addrspace(3)* %v618, align 8
  %v620 = add i64 %v547, %v607
  %v621 = add i64 %v548, %v611
  %v622 = add i64 %v549, %v615
  %v623 = add i64 %v550, %v619
  %v624 = sitofp i32 %v286 to float
  %v625 = sitofp i32 %v287 to float
  %v626 = sitofp i32 %v288 to float
  %v627 = sitofp i32 %v289 to float
  %v628 = fdiv float %v624, 0x4000000000000000
  %v629 = fdiv float %v625, 0x4000000000000000
  %v630 = fdiv float %v626, 0x4000000000000000
  %v631 = fdiv float %v627, 0x4000000000000000
  %v632 = fmul float %v241, 0x4000000000000000
  %v633 = fptrunc float %v632 to half
  %v634 = fpext half %v633 to float
  %v635 = fmul float %v242, 0x4000000000000000
  %v636 = fptrunc float %v635 to half
  %v637 = fpext half %v636 to float
  %v638 = fmul float %v243, 0x4000000000000000
  %v639 = fptrunc float %v638 to half
  %v640 = fpext half %v639 to float
  %v641 = fmul float %v244, 0x4000000000000000
  %v642 = fptrunc float %v641 to half
  %v643 = fpext half %v642 to float
  %v644 = fmul float %v245, 0x4000000000000000
  %v645 = fptrunc float %v644 to half
  %v646 = fpext half %v645 to float
  %v647 = fmul float %v246, 0x4000000000000000
  %v648 = fptrunc float %v647 to half
  %v649 = fpext half %v648 to float
  %v650 = fmul float %v247, 0x4000000000000000
  %v651 = fptrunc float %v650 to half
  %v652 = fpext half %v651 to float
  %v653 = fmul float %v248, 0x4000000000000000
  %v654 = fptrunc float %v653 to half
  %v655 = fpext half %v654 to float
  %v656 = fadd float %v634, 0x3FF0000000000000
  %v657 = fptrunc float %v656 to half
  %v658 = fpext half %v657 to float
  %v659 = fadd float %v637, 0x3FF0000000000000
  %v660 = fptrunc float %v659 to half
  %v661 = fpext half %v660 to float
  %v662 = fadd float %v640, 0x3FF0000000000000
  %v663 = fptrunc float %v662 to half
  %v664 = fpext half %v663 to float
  %v665 = fadd float %v643, 0x3FF0000000000000
  %v666 = fptrunc float %v665 to half
  %v667 = fpext half %v666 to float
  %v668 = fadd float %v646, 0x3FF0000000000000
  %v669 = fptrunc float %v668 to half
  %v670 = fpext half %v669 to float
  %v671 = fadd float %v649, 0x3FF0000000000000
  %v672 = fptrunc float %v671 to half
  %v673 = fpext half %v672 to float
  %v674 = fadd float %v652, 0x3FF0000000000000
  %v675 = fptrunc float %v674 to half
  %v676 = fpext half %v675 to float
  %v677 = fadd float %v655, 0x3FF0000000000000
  %v678 = fptrunc float %v677 to half
  %v679 = fpext half %v678 to float
  %v680 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v681 = sitofp i64 %v620 to float
  %v682 = sitofp i64 %v621 to float
  %v683 = sitofp i64 %v622 to float
  %v684 = sitofp i64 %v623 to float
  call void @llvm.nvvm.barrier0()
  %v685 = and i32 %v2, 1
  %v686 = shl i32 %v685, 2
  %v687 = lshr i32 %v2, 1
  %v688 = and i32 %v687, 1
  %v689 = shl i32 %v688, 3
  %v690 = or i32 %v686, %v689
  %v691 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v692 = getelementptr inbounds float, float addrspace(3)* %v691, i32 %v690
  store float %v681, float addrspace(3)* %v692, align 4
  %v693 = or i32 %v690, 1
  %v694 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v695 = getelementptr inbounds float, float addrspace(3)* %v694, i32 %v693
  store float %v682, float addrspace(3)* %v695, align 4
  %v696 = or i32 %v690, 2
  %v697 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v698 = getelementptr inbounds float, float addrspace(3)* %v697, i32 %v696
  store float %v683, float addrspace(3)* %v698, align 4
  %v699 = or i32 %v690, 3
  %v700 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v701 = getelementptr inbounds float, float addrspace(3)* %v700, i32 %v699
  store float %v684, float addrspace(3)* %v701, align 4
  call void @llvm.nvvm.barrier0()
  %v702 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v703 = getelementptr inbounds float, float addrspace(3)* %v702, i32 0
  %v704 = load float, float addrspace(3)* %v703, align 4
  %v705 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v706 = getelementptr inbounds float, float addrspace(3)* %v705, i32 1
  %v707 = load float, float addrspace(3)* %v706, align 4
  %v708 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v709 = getelementptr inbounds float, float addrspace(3)* %v708, i32 2
  %v710 = load float, float addrspace(3)* %v709, align 4
  %v711 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v712 = getelementptr inbounds float, float addrspace(3)* %v711, i32 3
  %v713 = load float, float addrspace(3)* %v712, align 4
  %v714 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v715 = getelementptr inbounds float, float addrspace(3)* %v714, i32 4
  %v716 = load float, float addrspace(3)* %v715, align 4
  %v717 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v718 = getelementptr inbounds float, float addrspace(3)* %v717, i32 5
  %v719 = load float, float addrspace(3)* %v718, align 4
  %v720 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v721 = getelementptr inbounds float, float addrspace(3)* %v720, i32 6
  %v722 = load float, float addrspace(3)* %v721, align 4
  %v723 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v724 = getelementptr inbounds float, float addrspace(3)* %v723, i32 7
  %v725 = load float, float addrspace(3)* %v724, align 4
  %v726 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v727 = getelementptr inbounds float, float addrspace(3)* %v726, i32 8
  %v728 = load float, float addrspace(3)* %v727, align 4
  %v729 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v730 = getelementptr inbounds float, float addrspace(3)* %v729, i32 9
  %v731 = load float, float addrspace(3)* %v730, align 4
  %v732 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v733 = getelementptr inbounds float, float addrspace(3)* %v732, i32 10
  %v734 = load float, float addrspace(3)* %v733, align 4
  %v735 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v736 = getelementptr inbounds float, float addrspace(3)* %v735, i32 11
  %v737 = load float, float addrspace(3)* %v736, align 4
  %v738 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v739 = getelementptr inbounds float, float addrspace(3)* %v738, i32 12
  %v740 = load float, float addrspace(3)* %v739, align 4
  %v741 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v742 = getelementptr inbounds float, float addrspace(3)* %v741, i32 13
  %v743 = load float, float addrspace(3)* %v742, align 4
  %v744 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v745 = getelementptr inbounds float, float addrspace(3)* %v744, i32 14
  %v746 = load float, float addrspace(3)* %v745, align 4
  %v747 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v748 = getelementptr inbounds float, float addrspace(3)* %v747, i32 15
  %v749 = load float, float addrspace(3)* %v748, align 4
  %v750 = fadd float %v485, %v704
  %v751 = fadd float %v488, %v707
  %v752 = fadd float %v491, %v710
  %v753 = fadd float %v494, %v713
  %v754 = fadd float %v497, %v716
  %v755 = fadd float %v500, %v719
  %v756 = fadd float %v503, %v722
  %v757 = fadd float %v506, %v725
  %v758 = fadd float %v509, %v728
  %v759 = fadd float %v512, %v731
  %v760 = fadd float %v515, %v734
  %v761 = fadd float %v518, %v737
  %v762 = fadd float %v521, %v740
  %v763 = fadd float %v524, %v743
  %v764 = fadd float %v527, %v746
  %v765 = fadd float %v530, %v749
  call void @llvm.nvvm.barrier0()
  %v766 = and i32 %v2, 1
  %v767 = shl i32 %v766, 2
  %v768 = lshr i32 %v2, 1
  %v769 = and i32 %v768, 1
  %v770 = shl i32 %v769, 3
  %v771 = or i32 %v767, %v770
  %v772 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v773 = getelementptr inbounds float, float addrspace(3)* %v772, i32 %v771
  store float %v628, float addrspace(3)* %v773, align 4
  %v774 = or i32 %v771, 1
  %v775 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v776 = getelementptr inbounds float, float addrspace(3)* %v775, i32 %v774
  store float %v629, float addrspace(3)* %v776, align 4
  %v777 = or i32 %v771, 2
  %v778 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v779 = getelementptr inbounds float, float addrspace(3)* %v778, i32 %v777
  store float %v630, float addrspace(3)* %v779, align 4
  %v780 = or i32 %v771, 3
  %v781 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v782 = getelementptr inbounds float, float addrspace(3)* %v781, i32 %v780
  store float %v631, float addrspace(3)* %v782, align 4
  call void @llvm.nvvm.barrier0()
  %v783 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v784 = getelementptr inbounds float, float addrspace(3)* %v783, i32 0
  %v785 = load float, float addrspace(3)* %v784, align 4
  %v786 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v787 = getelementptr inbounds float, float addrspace(3)* %v786, i32 1
  %v788 = load float, float addrspace(3)* %v787, align 4
  %v789 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v790 = getelementptr inbounds float, float addrspace(3)* %v789, i32 2
  %v791 = load float, float addrspace(3)* %v790, align 4
  %v792 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v793 = getelementptr inbounds float, float addrspace(3)* %v792, i32 3
  %v794 = load float, float addrspace(3)* %v793, align 4
  %v795 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v796 = getelementptr inbounds float, float addrspace(3)* %v795, i32 4
  %v797 = load float, float addrspace(3)* %v796, align 4
  %v798 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v799 = getelementptr inbounds float, float addrspace(3)* %v798, i32 5
  %v800 = load float, float addrspace(3)* %v799, align 4
  %v801 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v802 = getelementptr inbounds float, float addrspace(3)* %v801, i32 6
  %v803 = load float, float addrspace(3)* %v802, align 4
  %v804 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v805 = getelementptr inbounds float, float addrspace(3)* %v804, i32 7
  %v806 = load float, float addrspace(3)* %v805, align 4
  %v807 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v808 = getelementptr inbounds float, float addrspace(3)* %v807, i32 8
  %v809 = load float, float addrspace(3)* %v808, align 4
  %v810 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v811 = getelementptr inbounds float, float addrspace(3)* %v810, i32 9
  %v812 = load float, float addrspace(3)* %v811, align 4
  %v813 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v814 = getelementptr inbounds float, float addrspace(3)* %v813, i32 10
  %v815 = load float, float addrspace(3)* %v814, align 4
  %v816 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v817 = getelementptr inbounds float, float addrspace(3)* %v816, i32 11
  %v818 = load float, float addrspace(3)* %v817, align 4
  %v819 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v820 = getelementptr inbounds float, float addrspace(3)* %v819, i32 12
  %v821 = load float, float addrspace(3)* %v820, align 4
  %v822 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v823 = getelementptr inbounds float, float addrspace(3)* %v822, i32 13
  %v824 = load float, float addrspace(3)* %v823, align 4
  %v825 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v826 = getelementptr inbounds float, float addrspace(3)* %v825, i32 14
  %v827 = load float, float addrspace(3)* %v826, align 4
  %v828 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v829 = getelementptr inbounds float, float addrspace(3)* %v828, i32 15
  %v830 = load float, float addrspace(3)* %v829, align 4
  %v831 = fadd float %v750, %v785
  %v832 = fadd float %v751, %v788
  %v833 = fadd float %v752, %v791
  %v834 = fadd float %v753, %v794
  %v835 = fadd float %v754, %v797
  %v836 = fadd float %v755, %v800
  %v837 = fadd float %v756, %v803
  %v838 = fadd float %v757, %v806
  %v839 = fadd float %v758, %v809
  %v840 = fadd float %v759, %v812
  %v841 = fadd float %v760, %v815
  %v842 = fadd float %v761, %v818
  %v843 = fadd float %v762, %v821
  %v844 = fadd float %v763, %v824
  %v845 = fadd float %v764, %v827
  %v846 = fadd float %v765, %v830
  call void @llvm.nvvm.barrier0()
  %v847 = and i32 %v2, 1
  %v848 = shl i32 %v847, 3
  %v849 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v850 = getelementptr inbounds float, float addrspace(3)* %v849, i32 %v848
  store float %v658, float addrspace(3)* %v850, align 4
  %v851 = or i32 %v848, 1
  %v852 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v853 = getelementptr inbounds float, float addrspace(3)* %v852, i32 %v851
  store float %v661, float addrspace(3)* %v853, align 4
  %v854 = or i32 %v848, 2
  %v855 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v856 = getelementptr inbounds float, float addrspace(3)* %v855, i32 %v854
  store float %v664, float addrspace(3)* %v856, align 4
  %v857 = or i32 %v848, 3
  %v858 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v859 = getelementptr inbounds float, float addrspace(3)* %v858, i32 %v857
  store float %v667, float addrspace(3)* %v859, align 4
  %v860 = or i32 %v848, 4
  %v861 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v862 = getelementptr inbounds float, float addrspace(3)* %v861, i32 %v860
  store float %v670, float addrspace(3)* %v862, align 4
  %v863 = or i32 %v848, 5
  %v864 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v865 = getelementptr inbounds float, float addrspace(3)* %v864, i32 %v863
  store float %v673, float addrspace(3)* %v865, align 4
  %v866 = or i32 %v848, 6
  %v867 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v868 = getelementptr inbounds float, float addrspace(3)* %v867, i32 %v866
  store float %v676, float addrspace(3)* %v868, align 4
  %v869 = or i32 %v848, 7
  %v870 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v871 = getelementptr inbounds float, float addrspace(3)* %v870, i32 %v869
  store float %v679, float addrspace(3)* %v871, align 4
  call void @llvm.nvvm.barrier0()
  %v872 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v873 = getelementptr inbounds float, float addrspace(3)* %v872, i32 0
  %v874 = load float, float addrspace(3)* %v873, align 4
  %v875 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v876 = getelementptr inbounds float, float addrspace(3)* %v875, i32 1
  %v877 = load float, float addrspace(3)* %v876, align 4
  %v878 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v879 = getelementptr inbounds float, float addrspace(3)* %v878, i32 2
  %v880 = load float, float addrspace(3)* %v879, align 4
  %v881 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v882 = getelementptr inbounds float, float addrspace(3)* %v881, i32 3
  %v883 = load float, float addrspace(3)* %v882, align 4
  %v884 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v885 = getelementptr inbounds float, float addrspace(3)* %v884, i32 4
  %v886 = load float, float addrspace(3)* %v885, align 4
  %v887 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v888 = getelementptr inbounds float, float addrspace(3)* %v887, i32 5
  %v889 = load float, float addrspace(3)* %v888, align 4
  %v890 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v891 = getelementptr inbounds float, float addrspace(3)* %v890, i32 6
  %v892 = load float, float addrspace(3)* %v891, align 4
  %v893 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v894 = getelementptr inbounds float, float addrspace(3)* %v893, i32 7
  %v895 = load float, float addrspace(3)* %v894, align 4
  %v896 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v897 = getelementptr inbounds float, float addrspace(3)* %v896, i32 8
  %v898 = load float, float addrspace(3)* %v897, align 4
  %v899 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v900 = getelementptr inbounds float, float addrspace(3)* %v899, i32 9
  %v901 = load float, float addrspace(3)* %v900, align 4
  %v902 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v903 = getelementptr inbounds float, float addrspace(3)* %v902, i32 10
  %v904 = load float, float addrspace(3)* %v903, align 4
  %v905 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v906 = getelementptr inbounds float, float addrspace(3)* %v905, i32 11
  %v907 = load float, float addrspace(3)* %v906, align 4
  %v908 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v909 = getelementptr inbounds float, float addrspace(3)* %v908, i32 12
  %v910 = load float, float addrspace(3)* %v909, align 4
  %v911 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v912 = getelementptr inbounds float, float addrspace(3)* %v911, i32 13
  %v913 = load float, float addrspace(3)* %v912, align 4
  %v914 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v915 = getelementptr inbounds float, float addrspace(3)* %v914, i32 14
  %v916 = load float, float addrspace(3)* %v915, align 4
  %v917 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to float addrspace(3)*
  %v918 = getelementptr inbounds float, float addrspace(3)* %v917, i32 15
  %v919 = load float, float addrspace(3)* %v918, align 4
  %v920 = fadd float %v831, %v874
  %v921 = fadd float %v832, %v877
  %v922 = fadd float %v833, %v880
  %v923 = fadd float %v834, %v883
  %v924 = fadd float %v835, %v886
  %v925 = fadd float %v836, %v889
  %v926 = fadd float %v837, %v892
  %v927 = fadd float %v838, %v895
  %v928 = fadd float %v839, %v898
  %v929 = fadd float %v840, %v901
  %v930 = fadd float %v841, %v904
  %v931 = fadd float %v842, %v907
  %v932 = fadd float %v843, %v910
  %v933 = fadd float %v844, %v913
  %v934 = fadd float %v845, %v916
  %v935 = fadd float %v846, %v919
  %v936 = sext i32 %v680 to i64
  %v937 = mul i64 %v936, 16
  %v938 = zext i32 %p10 to i64
  %v939 = add i64 %v937, 16
  %v940 = icmp sle i64 %v939, %v938
  %v941 = icmp sge i64 %v936, 0
  %v942 = and i1 %v940, %v941
  %v943 = and i32 %v2, 31
  %v944 = icmp eq i32 %v943, 0
  %v945 = and i32 %v3, 3
  %v946 = icmp eq i32 %v945, 0
  %v947 = and i1 %v944, %v946
  br i1 %v947, label %st_owner16, label %join17
ld14:
  %v277 = load <4 x i32>, <4 x i32> addrspace(1)* %v276, align 16
  %v278 = extractelement <4 x i32> %v277, i32 0
  %v279 = extractelement <4 x i32> %v277, i32 1
  %v280 = extractelement <4 x i32> %v277, i32 2
  %v281 = extractelement <4 x i32> %v277, i32 3
  br label %ld_next15
ld_next15:
  %v282 = phi i32 [ %v278, %ld14 ], [ 0, %ld_edge12 ]
  %v283 = phi i32 [ %v279, %ld14 ], [ 0, %ld_edge12 ]
  %v284 = phi i32 [ %v280, %ld14 ], [ 0, %ld_edge12 ]
  %v285 = phi i32 [ %v281, %ld14 ], [ 0, %ld_edge12 ]
  br label %ld_done13
st_owner16:
  br i1 %v942, label %st_full18, label %st_edge19
join17:
  ret void
st_full18:
  %v948 = icmp ult i64 %v937, %v938
  %v949 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v937
  %v950 = insertelement <4 x float> undef, float %v920, i32 0
  %v951 = insertelement <4 x float> %v950, float %v921, i32 1
  %v952 = insertelement <4 x float> %v951, float %v922, i32 2
  %v953 = insertelement <4 x float> %v952, float %v923, i32 3
  %v954 = bitcast float addrspace(1)* %v949 to <4 x float> addrspace(1)*
  store <4 x float> %v953, <4 x float> addrspace(1)* %v954, align 16
  %v955 = add i64 %v937, 4
  %v956 = add i64 %v937, 4
  %v957 = icmp ult i64 %v956, %v938
  %v958 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v955
  %v959 = insertelement <4 x float> undef, float %v924, i32 0
  %v960 = insertelement <4 x float> %v959, float %v925, i32 1
  %v961 = insertelement <4 x float> %v960, float %v926, i32 2
  %v962 = insertelement <4 x float> %v961, float %v927, i32 3
  %v963 = bitcast float addrspace(1)* %v958 to <4 x float> addrspace(1)*
  store <4 x float> %v962, <4 x float> addrspace(1)* %v963, align 16
  %v964 = add i64 %v937, 8
  %v965 = add i64 %v937, 8
  %v966 = icmp ult i64 %v965, %v938
  %v967 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v964
  %v968 = insertelement <4 x float> undef, float %v928, i32 0
  %v969 = insertelement <4 x float> %v968, float %v929, i32 1
  %v970 = insertelement <4 x float> %v969, float %v930, i32 2
  %v971 = insertelement <4 x float> %v970, float %v931, i32 3
  %v972 = bitcast float addrspace(1)* %v967 to <4 x float> addrspace(1)*
  store <4 x float> %v971, <4 x float> addrspace(1)* %v972, align 16
  %v973 = add i64 %v937, 12
  %v974 = add i64 %v937, 12
  %v975 = icmp ult i64 %v974, %v938
  %v976 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v973
  %v977 = insertelement <4 x float> undef, float %v932, i32 0
  %v978 = insertelement <4 x float> %v977, float %v933, i32 1
  %v979 = insertelement <4 x float> %v978, float %v934, i32 2
  %v980 = insertelement <4 x float> %v979, float %v935, i32 3
  %v981 = bitcast float addrspace(1)* %v976 to <4 x float> addrspace(1)*
  store <4 x float> %v980, <4 x float> addrspace(1)* %v981, align 16
  br label %st_done20
st_edge19:
  %v982 = icmp ult i64 %v937, %v938
  %v983 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v937
  br i1 %v982, label %st21, label %join22
st_done20:
  br label %join17
st21:
  %v984 = insertelement <4 x float> undef, float %v920, i32 0
  %v985 = insertelement <4 x float> %v984, float %v921, i32 1
  %v986 = insertelement <4 x float> %v985, float %v922, i32 2
  %v987 = insertelement <4 x float> %v986, float %v923, i32 3
  %v988 = bitcast float addrspace(1)* %v983 to <4 x float> addrspace(1)*
  store <4 x float> %v987, <4 x float> addrspace(1)* %v988, align 16
  br label %join22
join22:
  %v989 = add i64 %v937, 4
  %v990 = add i64 %v937, 4
  %v991 = icmp ult i64 %v990, %v938
  %v992 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v989
  br i1 %v991, label %st23, label %join24
st23:
  %v993 = insertelement <4 x float> undef, float %v924, i32 0
  %v994 = insertelement <4 x float> %v993, float %v925, i32 1
  %v995 = insertelement <4 x float> %v994, float %v926, i32 2
  %v996 = insertelement <4 x float> %v995, float %v927, i32 3
  %v997 = bitcast float addrspace(1)* %v992 to <4 x float> addrspace(1)*
  store <4 x float> %v996, <4 x float> addrspace(1)* %v997, align 16
  br label %join24
join24:
  %v998 = add i64 %v937, 8
  %v999 = add i64 %v937, 8
  %v1000 = icmp ult i64 %v999, %v938
  %v1001 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v998
  br i1 %v1000, label %st25, label %join26
st25:
  %v1002 = insertelement <4 x float> undef, float %v928, i32 0
  %v1003 = insertelement <4 x float> %v1002, float %v929, i32 1
  %v1004 = insertelement <4 x float> %v1003, float %v930, i32 2
  %v1005 = insertelement <4 x float> %v1004, float %v931, i32 3
  %v1006 = bitcast float addrspace(1)* %v1001 to <4 x float> addrspace(1)*
  store <4 x float> %v1005, <4 x float> addrspace(1)* %v1006, align 16
  br label %join26
join26:
  %v1007 = add i64 %v937, 12
  %v1008 = add i64 %v937, 12
  %v1009 = icmp ult i64 %v1008, %v938
  %v1010 = getelementptr inbounds float, float addrspace(1)* %p9, i64 %v1007
  br i1 %v1009, label %st27, label %join28
st27:
  %v1011 = insertelement <4 x float> undef, float %v932, i32 0
  %v1012 = insertelement <4 x float> %v1011, float %v933, i32 1
  %v1013 = insertelement <4 x float> %v1012, float %v934, i32 2
  %v1014 = insertelement <4 x float> %v1013, float %v935, i32 3
  %v1015 = bitcast float addrspace(1)* %v1010 to <4 x float> addrspace(1)*
  store <4 x float> %v1014, <4 x float> addrspace(1)* %v1015, align 16
  br label %join28
join28:
  br label %st_done20
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i8 addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @promote, !"kernel", i32 1}
!1 = !{void (i8 addrspace(1)*, i32, i32, half addrspace(1)*, i32, i32, i32 addrspace(1)*, i32, i32, float addrspace(1)*, i32, i32)* @promote, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel convert [T=16, D=bf16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @convert(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i16 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = and i32 %v2, 1
  %v6 = shl i32 %v5, 2
  %v7 = lshr i32 %v2, 1
  %v8 = and i32 %v7, 1
  %v9 = shl i32 %v8, 3
  %v10 = or i32 %v6, %v9
  %v11 = and i32 %v10, 15
  %v12 = sext i32 %v4 to i64
  %v13 = mul i64 %v12, 16
  %v14 = zext i32 %v11 to i64
  %v15 = add i64 %v13, %v14
  %v16 = zext i32 %p1 to i64
  %v17 = add i64 %v13, 16
  %v18 = icmp sle i64 %v17, %v16
  %v19 = icmp sge i64 %v12, 0
  %v20 = and i1 %v18, %v19
  br i1 %v20, label %ld_full1, label %ld_edge2
ld_full1:
  %v21 = icmp ult i64 %v15, %v16
  %v22 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v23 = bitcast float addrspace(1)* %v22 to <4 x float> addrspace(1)*
  %v24 = load <4 x float>, <4 x float> addrspace(1)* %v23, align 16
  %v25 = extractelement <4 x float> %v24, i32 0
  %v26 = extractelement <4 x float> %v24, i32 1
  %v27 = extractelement <4 x float> %v24, i32 2
  %v28 = extractelement <4 x float> %v24, i32 3
  br label %ld_done3
ld_edge2:
  %v29 = icmp ult i64 %v15, %v16
  %v30 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v15
  %v31 = bitcast float addrspace(1)* %v30 to <4 x float> addrspace(1)*
  br i1 %v29, label %ld4, label %ld_next5
ld_done3:
  %v41 = phi float [ %v25, %ld_full1 ], [ %v37, %ld_next5 ]
  %v42 = phi float [ %v26, %ld_full1 ], [ %v38, %ld_next5 ]
  %v43 = phi float [ %v27, %ld_full1 ], [ %v39, %ld_next5 ]
  %v44 = phi float [ %v28, %ld_full1 ], [ %v40, %ld_next5 ]
  %v45 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v46 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v41)
  %v47 = zext i16 %v46 to i32
  %v48 = shl i32 %v47, 16
  %v49 = bitcast i32 %v48 to float
  %v50 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v42)
  %v51 = zext i16 %v50 to i32
  %v52 = shl i32 %v51, 16
  %v53 = bitcast i32 %v52 to float
  %v54 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v43)
  %v55 = zext i16 %v54 to i32
  %v56 = shl i32 %v55, 16
  %v57 = bitcast i32 %v56 to float
  %v58 = call i16 asm "cvt.rn.bf16.f32 $0, $1;", "=h,f"(float %v44)
  %v59 = zext i16 %v58 to i32
  %v60 = shl i32 %v59, 16
  %v61 = bitcast i32 %v60 to float
  call void @llvm.nvvm.barrier0()
  %v62 = and i32 %v2, 1
  %v63 = shl i32 %v62, 2
  %v64 = lshr i32 %v2, 1
  %v65 = and i32 %v64, 1
  %v66 = shl i32 %v65, 3
  %v67 = or i32 %v63, %v66
  %v68 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v69 = getelementptr inbounds i32, i32 addrspace(3)* %v68, i32 %v67
  %v70 = bitcast float %v49 to i32
  %v71 = lshr i32 %v70, 16
  %v72 = trunc i32 %v71 to i16
  %v73 = zext i16 %v72 to i32
  store i32 %v73, i32 addrspace(3)* %v69, align 4
  %v74 = or i32 %v67, 1
  %v75 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v76 = getelementptr inbounds i32, i32 addrspace(3)* %v75, i32 %v74
  %v77 = bitcast float %v53 to i32
  %v78 = lshr i32 %v77, 16
  %v79 = trunc i32 %v78 to i16
  %v80 = zext i16 %v79 to i32
  store i32 %v80, i32 addrspace(3)* %v76, align 4
  %v81 = or i32 %v67, 2
  %v82 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v83 = getelementptr inbounds i32, i32 addrspace(3)* %v82, i32 %v81
  %v84 = bitcast float %v57 to i32
  %v85 = lshr i32 %v84, 16
  %v86 = trunc i32 %v85 to i16
  %v87 = zext i16 %v86 to i32
  store i32 %v87, i32 addrspace(3)* %v83, align 4
  %v88 = or i32 %v67, 3
  %v89 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v90 = getelementptr inbounds i32, i32 addrspace(3)* %v89, i32 %v88
  %v91 = bitcast float %v61 to i32
  %v92 = lshr i32 %v91, 16
  %v93 = trunc i32 %v92 to i16
  %v94 = zext i16 %v93 to i32
  store i32 %v94, i32 addrspace(3)* %v90, align 4
  call void @llvm.nvvm.barrier0()
  %v95 = and i32 %v2, 1
  %v96 = shl i32 %v95, 3
  %v97 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v98 = getelementptr inbounds i32, i32 addrspace(3)* %v97, i32 %v96
  %v99 = load i32, i32 addrspace(3)* %v98, align 4
  %v100 = trunc i32 %v99 to i16
  %v101 = zext i16 %v100 to i32
  %v102 = shl i32 %v101, 16
  %v103 = bitcast i32 %v102 to float
  %v104 = or i32 %v96, 1
  %v105 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v106 = getelementptr inbounds i32, i32 addrspace(3)* %v105, i32 %v104
  %v107 = load i32, i32 addrspace(3)* %v106, align 4
  %v108 = trunc i32 %v107 to i16
  %v109 = zext i16 %v108 to i32
  %v110 = shl i32 %v109, 16
  %v111 = bitcast i32 %v110 to float
  %v112 = or i32 %v96, 2
  %v113 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v114 = getelementptr inbounds i32, i32 addrspace(3)* %v113, i32 %v112
  %v115 = load i32, i32 addrspace(3)* %v114, align 4
  %v116 = trunc i32 %v115 to i16
  %v117 = zext i16 %v116 to i32
  %v118 = shl i32 %v117, 16
  %v119 = bitcast i32 %v118 to float
  %v120 = or i32 %v96, 3
  %v121 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v122 = getelementptr inbounds i32, i32 addrspace(3)* %v121, i32 %v120
  %v123 = load i32, i32 addrspace(3)* %v122, align 4
  %v124 = trunc i32 %v123 to i16
  %v125 = zext i16 %v124 to i32
  %v126 = shl i32 %v125, 16
  %v127 = bitcast i32 %v126 to float
  %v128 = or i32 %v96, 4
  %v129 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v130 = getelementptr inbounds i32, i32 addrspace(3)* %v129, i32 %v128
  %v131 = load i32, i32 addrspace(3)* %v130, align 4
  %v132 = trunc i32 %v131 to i16
  %v133 = zext i16 %v132 to i32
  %v134 = shl i32 %v133, 16
  %v135 = bitcast i32 %v134 to float
  %v136 = or i32 %v96, 5
  %v137 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v138 = getelementptr inbounds i32, i32 addrspace(3)* %v137, i32 %v136
  %v139 = load i32, i32 addrspace(3)* %v138, align 4
  %v140 = trunc i32 %v139 to i16
  %v141 = zext i16 %v140 to i32
  %v142 = shl i32 %v141, 16
  %v143 = bitcast i32 %v142 to float
  %v144 = or i32 %v96, 6
  %v145 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v146 = getelementptr inbounds i32, i32 addrspace(3)* %v145, i32 %v144
  %v147 = load i32, i32 addrspace(3)* %v146, align 4
  %v148 = trunc i32 %v147 to i16
  %v149 = zext i16 %v148 to i32
  %v150 = shl i32 %v149, 16
  %v151 = bitcast i32 %v150 to float
  %v152 = or i32 %v96, 7
  %v153 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v154 = getelementptr inbounds i32, i32 addrspace(3)* %v153, i32 %v152
  %v155 = load i32, i32 addrspace(3)* %v154, align 4
  %v156 = trunc i32 %v155 to i16
  %v157 = zext i16 %v156 to i32
  %v158 = shl i32 %v157, 16
  %v159 = bitcast i32 %v158 to float
  %v160 = and i32 %v2, 1
  %v161 = shl i32 %v160, 3
  %v162 = and i32 %v161, 15
  %v163 = sext i32 %v45 to i64
  %v164 = mul i64 %v163, 16
  %v165 = zext i32 %v162 to i64
  %v166 = add i64 %v164, %v165
  %v167 = zext i32 %p4 to i64
  %v168 = add i64 %v164, 16
  %v169 = icmp sle i64 %v168, %v167
  %v170 = icmp sge i64 %v163, 0
  %v171 = and i1 %v169, %v170
  %v172 = and i32 %v2, 30
  %v173 = icmp eq i32 %v172, 0
  %v174 = and i32 %v3, 3
  %v175 = icmp eq i32 %v174, 0
  %v176 = and i1 %v173, %v175
  br i1 %v176, label %st_owner6, label %join7
ld4:
  %v32 = load <4 x float>, <4 x float> addrspace(1)* %v31, align 16
  %v33 = extractelement <4 x float> %v32, i32 0
  %v34 = extractelement <4 x float> %v32, i32 1
  %v35 = extractelement <4 x float> %v32, i32 2
  %v36 = extractelement <4 x float> %v32, i32 3
  br label %ld_next5
ld_next5:
  %v37 = phi float [ %v33, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v38 = phi float [ %v34, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v39 = phi float [ %v35, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  %v40 = phi float [ %v36, %ld4 ], [ 0x0000000000000000, %ld_edge2 ]
  br label %ld_done3
st_owner6:
  br i1 %v171, label %st_full8, label %st_edge9
join7:
  ret void
st_full8:
  %v177 = icmp ult i64 %v166, %v167
  %v178 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v166
  %v179 = bitcast float %v103 to i32
  %v180 = lshr i32 %v179, 16
  %v181 = trunc i32 %v180 to i16
  %v182 = bitcast float %v111 to i32
  %v183 = lshr i32 %v182, 16
  %v184 = trunc i32 %v183 to i16
  %v185 = bitcast float %v119 to i32
  %v186 = lshr i32 %v185, 16
  %v187 = trunc i32 %v186 to i16
  %v188 = bitcast float %v127 to i32
  %v189 = lshr i32 %v188, 16
  %v190 = trunc i32 %v189 to i16
  %v191 = bitcast float %v135 to i32
  %v192 = lshr i32 %v191, 16
  %v193 = trunc i32 %v192 to i16
  %v194 = bitcast float %v143 to i32
  %v195 = lshr i32 %v194, 16
  %v196 = trunc i32 %v195 to i16
  %v197 = bitcast float %v151 to i32
  %v198 = lshr i32 %v197, 16
  %v199 = trunc i32 %v198 to i16
  %v200 = bitcast float %v159 to i32
  %v201 = lshr i32 %v200, 16
  %v202 = trunc i32 %v201 to i16
  %v203 = zext i16 %v181 to i32
  %v204 = zext i16 %v184 to i32
  %v205 = shl i32 %v204, 16
  %v206 = or i32 %v203, %v205
  %v207 = zext i16 %v187 to i32
  %v208 = zext i16 %v190 to i32
  %v209 = shl i32 %v208, 16
  %v210 = or i32 %v207, %v209
  %v211 = zext i16 %v193 to i32
  %v212 = zext i16 %v196 to i32
  %v213 = shl i32 %v212, 16
  %v214 = or i32 %v211, %v213
  %v215 = zext i16 %v199 to i32
  %v216 = zext i16 %v202 to i32
  %v217 = shl i32 %v216, 16
  %v218 = or i32 %v215, %v217
  %v219 = insertelement <4 x i32> undef, i32 %v206, i32 0
  %v220 = insertelement <4 x i32> %v219, i32 %v210, i32 1
  %v221 = insertelement <4 x i32> %v220, i32 %v214, i32 2
  %v222 = insertelement <4 x i32> %v221, i32 %v218, i32 3
  %v223 = bitcast i16 addrspace(1)* %v178 to <4 x i32> addrspace(1)*
  store <4 x i32> %v222, <4 x i32> addrspace(1)* %v223, align 16
  br label %st_done10
st_edge9:
  %v224 = icmp ult i64 %v166, %v167
  %v225 = getelementptr inbounds i16, i16 addrspace(1)* %p3, i64 %v166
  br i1 %v224, label %st11, label %join12
st_done10:
  br label %join7
st11:
  %v226 = bitcast float %v103 to i32
  %v227 = lshr i32 %v226, 16
  %v228 = trunc i32 %v227 to i16
  %v229 = bitcast float %v111 to i32
  %v230 = lshr i32 %v229, 16
  %v231 = trunc i32 %v230 to i16
  %v232 = bitcast float %v119 to i32
  %v233 = lshr i32 %v232, 16
  %v234 = trunc i32 %v233 to i16
  %v235 = bitcast float %v127 to i32
  %v236 = lshr i32 %v235, 16
  %v237 = trunc i32 %v236 to i16
  %v238 = bitcast float %v135 to i32
  %v239 = lshr i32 %v238, 16
  %v240 = trunc i32 %v239 to i16
  %v241 = bitcast float %v143 to i32
  %v242 = lshr i32 %v241, 16
  %v243 = trunc i32 %v242 to i16
  %v244 = bitcast float %v151 to i32
  %v245 = lshr i32 %v244, 16
  %v246 = trunc i32 %v245 to i16
  %v247 = bitcast float %v159 to i32
  %v248 = lshr i32 %v247, 16
  %v249 = trunc i32 %v248 to i16
  %v250 = zext i16 %v228 to i32
  %v251 = zext i16 %v231 to i32
  %v252 = shl i32 %v251, 16
  %v253 = or i32 %v250, %v252
  %v254 = zext i16 %v234 to i32
  %v255 = zext i16 %v237 to i32
  %v256 = shl i32 %v255, 16
  %v257 = or i32 %v254, %v256
  %v258 = zext i16 %v240 to i32
  %v259 = zext i16 %v243 to i32
  %v260 = shl i32 %v259, 16
  %v261 = or i32 %v258, %v260
  %v262 = zext i16 %v246 to i32
  %v263 = zext i16 %v249 to i32
  %v264 = shl i32 %v263, 16
  %v265 = or i32 %v262, %v264
  %v266 = insertelement <4 x i32> undef, i32 %v253, i32 0
  %v267 = insertelement <4 x i32> %v266, i32 %v257, i32 1
  %v268 = insertelement <4 x i32> %v267, i32 %v261, i32 2
  %v269 = insertelement <4 x i32> %v268, i32 %v265, i32 3
  %v270 = bitcast i16 addrspace(1)* %v225 to <4 x i32> addrspace(1)*
  store <4 x i32> %v269, <4 x i32> addrspace(1)* %v270, align 16
  br label %join12
join12:
  br label %st_done10
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @convert, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i16 addrspace(1)*, i32, i32)* @convert, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
