; kernel pad_zero [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_zero(i8 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i8 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 4
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 5
  %v11 = or i32 %v7, %v10
  %v12 = and i32 %v11, 63
  %v13 = sext i32 %v5 to i64
  %v14 = mul i64 %v13, 64
  %v15 = zext i32 %v12 to i64
  %v16 = add i64 %v14, %v15
  %v17 = zext i32 %p1 to i64
  %v18 = add i64 %v14, 64
  %v19 = icmp sle i64 %v18, %v17
  %v20 = icmp sge i64 %v13, 0
  %v21 = and i1 %v19, %v20
  br i1 %v21, label %ld_full1, label %ld_edge2
ld_full1:
  %v22 = icmp ult i64 %v16, %v17
  %v23 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v16
  %v24 = bitcast i8 addrspace(1)* %v23 to <2 x i32> addrspace(1)*
  %v25 = load <2 x i32>, <2 x i32> addrspace(1)* %v24, align 8
  %v26 = extractelement <2 x i32> %v25, i32 0
  %v27 = trunc i32 %v26 to i8
  %v28 = icmp ne i8 %v27, 0
  %v29 = extractelement <2 x i32> %v25, i32 0
  %v30 = lshr i32 %v29, 8
  %v31 = trunc i32 %v30 to i8
  %v32 = icmp ne i8 %v31, 0
  %v33 = extractelement <2 x i32> %v25, i32 0
  %v34 = lshr i32 %v33, 16
  %v35 = trunc i32 %v34 to i8
  %v36 = icmp ne i8 %v35, 0
  %v37 = extractelement <2 x i32> %v25, i32 0
  %v38 = lshr i32 %v37, 24
  %v39 = trunc i32 %v38 to i8
  %v40 = icmp ne i8 %v39, 0
  %v41 = extractelement <2 x i32> %v25, i32 1
  %v42 = trunc i32 %v41 to i8
  %v43 = icmp ne i8 %v42, 0
  %v44 = extractelement <2 x i32> %v25, i32 1
  %v45 = lshr i32 %v44, 8
  %v46 = trunc i32 %v45 to i8
  %v47 = icmp ne i8 %v46, 0
  %v48 = extractelement <2 x i32> %v25, i32 1
  %v49 = lshr i32 %v48, 16
  %v50 = trunc i32 %v49 to i8
  %v51 = icmp ne i8 %v50, 0
  %v52 = extractelement <2 x i32> %v25, i32 1
  %v53 = lshr i32 %v52, 24
  %v54 = trunc i32 %v53 to i8
  %v55 = icmp ne i8 %v54, 0
  %v56 = add i64 %v16, 8
  %v57 = add i64 %v16, 8
  %v58 = icmp ult i64 %v57, %v17
  %v59 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v56
  %v60 = bitcast i8 addrspace(1)* %v59 to <2 x i32> addrspace(1)*
  %v61 = load <2 x i32>, <2 x i32> addrspace(1)* %v60, align 8
  %v62 = extractelement <2 x i32> %v61, i32 0
  %v63 = trunc i32 %v62 to i8
  %v64 = icmp ne i8 %v63, 0
  %v65 = extractelement <2 x i32> %v61, i32 0
  %v66 = lshr i32 %v65, 8
  %v67 = trunc i32 %v66 to i8
  %v68 = icmp ne i8 %v67, 0
  %v69 = extractelement <2 x i32> %v61, i32 0
  %v70 = lshr i32 %v69, 16
  %v71 = trunc i32 %v70 to i8
  %v72 = icmp ne i8 %v71, 0
  %v73 = extractelement <2 x i32> %v61, i32 0
  %v74 = lshr i32 %v73, 24
  %v75 = trunc i32 %v74 to i8
  %v76 = icmp ne i8 %v75, 0
  %v77 = extractelement <2 x i32> %v61, i32 1
  %v78 = trunc i32 %v77 to i8
  %v79 = icmp ne i8 %v78, 0
  %v80 = extractelement <2 x i32> %v61, i32 1
  %v81 = lshr i32 %v80, 8
  %v82 = trunc i32 %v81 to i8
  %v83 = icmp ne i8 %v82, 0
  %v84 = extractelement <2 x i32> %v61, i32 1
  %v85 = lshr i32 %v84, 16
  %v86 = trunc i32 %v85 to i8
  %v87 = icmp ne i8 %v86, 0
  %v88 = extractelement <2 x i32> %v61, i32 1
  %v89 = lshr i32 %v88, 24
  %v90 = trunc i32 %v89 to i8
  %v91 = icmp ne i8 %v90, 0
  br label %ld_done3
ld_edge2:
  %v92 = zext i1 false to i8
  %v93 = zext i8 %v92 to i32
  %v94 = zext i8 %v92 to i32
  %v95 = shl i32 %v94, 8
  %v96 = or i32 %v93, %v95
  %v97 = zext i8 %v92 to i32
  %v98 = shl i32 %v97, 16
  %v99 = or i32 %v96, %v98
  %v100 = zext i8 %v92 to i32
  %v101 = shl i32 %v100, 24
  %v102 = or i32 %v99, %v101
  %v103 = icmp ult i64 %v16, %v17
  %v104 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v16
  %v105 = bitcast i8 addrspace(1)* %v104 to <2 x i32> addrspace(1)*
  %v106 = ptrtoint <2 x i32> addrspace(1)* %v105 to i64
  %v107 = zext i1 %v103 to i32
  %v108 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v106, i32 %v107, i32 %v102, i32 %v102)
  %v109 = extractvalue {i32, i32} %v108, 0
  %v110 = extractvalue {i32, i32} %v108, 1
  %v111 = insertelement <2 x i32> undef, i32 %v109, i32 0
  %v112 = insertelement <2 x i32> %v111, i32 %v110, i32 1
  %v113 = extractelement <2 x i32> %v112, i32 0
  %v114 = trunc i32 %v113 to i8
  %v115 = icmp ne i8 %v114, 0
  %v116 = extractelement <2 x i32> %v112, i32 0
  %v117 = lshr i32 %v116, 8
  %v118 = trunc i32 %v117 to i8
  %v119 = icmp ne i8 %v118, 0
  %v120 = extractelement <2 x i32> %v112, i32 0
  %v121 = lshr i32 %v120, 16
  %v122 = trunc i32 %v121 to i8
  %v123 = icmp ne i8 %v122, 0
  %v124 = extractelement <2 x i32> %v112, i32 0
  %v125 = lshr i32 %v124, 24
  %v126 = trunc i32 %v125 to i8
  %v127 = icmp ne i8 %v126, 0
  %v128 = extractelement <2 x i32> %v112, i32 1
  %v129 = trunc i32 %v128 to i8
  %v130 = icmp ne i8 %v129, 0
  %v131 = extractelement <2 x i32> %v112, i32 1
  %v132 = lshr i32 %v131, 8
  %v133 = trunc i32 %v132 to i8
  %v134 = icmp ne i8 %v133, 0
  %v135 = extractelement <2 x i32> %v112, i32 1
  %v136 = lshr i32 %v135, 16
  %v137 = trunc i32 %v136 to i8
  %v138 = icmp ne i8 %v137, 0
  %v139 = extractelement <2 x i32> %v112, i32 1
  %v140 = lshr i32 %v139, 24
  %v141 = trunc i32 %v140 to i8
  %v142 = icmp ne i8 %v141, 0
  %v143 = add i64 %v16, 8
  %v144 = add i64 %v16, 8
  %v145 = icmp ult i64 %v144, %v17
  %v146 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v143
  %v147 = bitcast i8 addrspace(1)* %v146 to <2 x i32> addrspace(1)*
  %v148 = ptrtoint <2 x i32> addrspace(1)* %v147 to i64
  %v149 = zext i1 %v145 to i32
  %v150 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v148, i32 %v149, i32 %v102, i32 %v102)
  %v151 = extractvalue {i32, i32} %v150, 0
  %v152 = extractvalue {i32, i32} %v150, 1
  %v153 = insertelement <2 x i32> undef, i32 %v151, i32 0
  %v154 = insertelement <2 x i32> %v153, i32 %v152, i32 1
  %v155 = extractelement <2 x i32> %v154, i32 0
  %v156 = trunc i32 %v155 to i8
  %v157 = icmp ne i8 %v156, 0
  %v158 = extractelement <2 x i32> %v154, i32 0
  %v159 = lshr i32 %v158, 8
  %v160 = trunc i32 %v159 to i8
  %v161 = icmp ne i8 %v160, 0
  %v162 = extractelement <2 x i32> %v154, i32 0
  %v163 = lshr i32 %v162, 16
  %v164 = trunc i32 %v163 to i8
  %v165 = icmp ne i8 %v164, 0
  %v166 = extractelement <2 x i32> %v154, i32 0
  %v167 = lshr i32 %v166, 24
  %v168 = trunc i32 %v167 to i8
  %v169 = icmp ne i8 %v168, 0
  %v170 = extractelement <2 x i32> %v154, i32 1
  %v171 = trunc i32 %v170 to i8
  %v172 = icmp ne i8 %v171, 0
  %v173 = extractelement <2 x i32> %v154, i32 1
  %v174 = lshr i32 %v173, 8
  %v175 = trunc i32 %v174 to i8
  %v176 = icmp ne i8 %v175, 0
  %v177 = extractelement <2 x i32> %v154, i32 1
  %v178 = lshr i32 %v177, 16
  %v179 = trunc i32 %v178 to i8
  %v180 = icmp ne i8 %v179, 0
  %v181 = extractelement <2 x i32> %v154, i32 1
  %v182 = lshr i32 %v181, 24
  %v183 = trunc i32 %v182 to i8
  %v184 = icmp ne i8 %v183, 0
  br label %ld_done3
ld_done3:
  %v185 = phi i1 [ %v28, %ld_full1 ], [ %v115, %ld_edge2 ]
  %v186 = phi i1 [ %v32, %ld_full1 ], [ %v119, %ld_edge2 ]
  %v187 = phi i1 [ %v36, %ld_full1 ], [ %v123, %ld_edge2 ]
  %v188 = phi i1 [ %v40, %ld_full1 ], [ %v127, %ld_edge2 ]
  %v189 = phi i1 [ %v43, %ld_full1 ], [ %v130, %ld_edge2 ]
  %v190 = phi i1 [ %v47, %ld_full1 ], [ %v134, %ld_edge2 ]
  %v191 = phi i1 [ %v51, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v192 = phi i1 [ %v55, %ld_full1 ], [ %v142, %ld_edge2 ]
  %v193 = phi i1 [ %v64, %ld_full1 ], [ %v157, %ld_edge2 ]
  %v194 = phi i1 [ %v68, %ld_full1 ], [ %v161, %ld_edge2 ]
  %v195 = phi i1 [ %v72, %ld_full1 ], [ %v165, %ld_edge2 ]
  %v196 = phi i1 [ %v76, %ld_full1 ], [ %v169, %ld_edge2 ]
  %v197 = phi i1 [ %v79, %ld_full1 ], [ %v172, %ld_edge2 ]
  %v198 = phi i1 [ %v83, %ld_full1 ], [ %v176, %ld_edge2 ]
  %v199 = phi i1 [ %v87, %ld_full1 ], [ %v180, %ld_edge2 ]
  %v200 = phi i1 [ %v91, %ld_full1 ], [ %v184, %ld_edge2 ]
  %v201 = and i32 %v2, 1
  %v202 = shl i32 %v201, 4
  %v203 = lshr i32 %v2, 1
  %v204 = and i32 %v203, 1
  %v205 = shl i32 %v204, 5
  %v206 = or i32 %v202, %v205
  %v207 = and i32 %v206, 63
  %v208 = sext i32 %v4 to i64
  %v209 = mul i64 %v208, 64
  %v210 = zext i32 %v207 to i64
  %v211 = add i64 %v209, %v210
  %v212 = zext i32 %p4 to i64
  %v213 = add i64 %v209, 64
  %v214 = icmp sle i64 %v213, %v212
  %v215 = icmp sge i64 %v208, 0
  %v216 = and i1 %v214, %v215
  %v217 = and i32 %v2, 28
  %v218 = icmp eq i32 %v217, 0
  %v219 = and i32 %v3, 3
  %v220 = icmp eq i32 %v219, 0
  %v221 = and i1 %v218, %v220
  br i1 %v221, label %st_owner4, label %join5
st_owner4:
  br i1 %v216, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v222 = icmp ult i64 %v211, %v212
  %v223 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v211
  %v224 = zext i1 %v185 to i8
  %v225 = zext i1 %v186 to i8
  %v226 = zext i1 %v187 to i8
  %v227 = zext i1 %v188 to i8
  %v228 = zext i1 %v189 to i8
  %v229 = zext i1 %v190 to i8
  %v230 = zext i1 %v191 to i8
  %v231 = zext i1 %v192 to i8
  %v232 = zext i1 %v193 to i8
  %v233 = zext i1 %v194 to i8
  %v234 = zext i1 %v195 to i8
  %v235 = zext i1 %v196 to i8
  %v236 = zext i1 %v197 to i8
  %v237 = zext i1 %v198 to i8
  %v238 = zext i1 %v199 to i8
  %v239 = zext i1 %v200 to i8
  %v240 = zext i8 %v224 to i32
  %v241 = zext i8 %v225 to i32
  %v242 = shl i32 %v241, 8
  %v243 = or i32 %v240, %v242
  %v244 = zext i8 %v226 to i32
  %v245 = shl i32 %v244, 16
  %v246 = or i32 %v243, %v245
  %v247 = zext i8 %v227 to i32
  %v248 = shl i32 %v247, 24
  %v249 = or i32 %v246, %v248
  %v250 = zext i8 %v228 to i32
  %v251 = zext i8 %v229 to i32
  %v252 = shl i32 %v251, 8
  %v253 = or i32 %v250, %v252
  %v254 = zext i8 %v230 to i32
  %v255 = shl i32 %v254, 16
  %v256 = or i32 %v253, %v255
  %v257 = zext i8 %v231 to i32
  %v258 = shl i32 %v257, 24
  %v259 = or i32 %v256, %v258
  %v260 = zext i8 %v232 to i32
  %v261 = zext i8 %v233 to i32
  %v262 = shl i32 %v261, 8
  %v263 = or i32 %v260, %v262
  %v264 = zext i8 %v234 to i32
  %v265 = shl i32 %v264, 16
  %v266 = or i32 %v263, %v265
  %v267 = zext i8 %v235 to i32
  %v268 = shl i32 %v267, 24
  %v269 = or i32 %v266, %v268
  %v270 = zext i8 %v236 to i32
  %v271 = zext i8 %v237 to i32
  %v272 = shl i32 %v271, 8
  %v273 = or i32 %v270, %v272
  %v274 = zext i8 %v238 to i32
  %v275 = shl i32 %v274, 16
  %v276 = or i32 %v273, %v275
  %v277 = zext i8 %v239 to i32
  %v278 = shl i32 %v277, 24
  %v279 = or i32 %v276, %v278
  %v280 = insertelement <4 x i32> undef, i32 %v249, i32 0
  %v281 = insertelement <4 x i32> %v280, i32 %v259, i32 1
  %v282 = insertelement <4 x i32> %v281, i32 %v269, i32 2
  %v283 = insertelement <4 x i32> %v282, i32 %v279, i32 3
  %v284 = bitcast i8 addrspace(1)* %v223 to <4 x i32> addrspace(1)*
  store <4 x i32> %v283, <4 x i32> addrspace(1)* %v284, align 16
  br label %st_done8
st_edge7:
  %v285 = icmp ult i64 %v211, %v212
  %v286 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v211
  br i1 %v285, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v287 = zext i1 %v185 to i8
  %v288 = zext i1 %v186 to i8
  %v289 = zext i1 %v187 to i8
  %v290 = zext i1 %v188 to i8
  %v291 = zext i1 %v189 to i8
  %v292 = zext i1 %v190 to i8
  %v293 = zext i1 %v191 to i8
  %v294 = zext i1 %v192 to i8
  %v295 = zext i1 %v193 to i8
  %v296 = zext i1 %v194 to i8
  %v297 = zext i1 %v195 to i8
  %v298 = zext i1 %v196 to i8
  %v299 = zext i1 %v197 to i8
  %v300 = zext i1 %v198 to i8
  %v301 = zext i1 %v199 to i8
  %v302 = zext i1 %v200 to i8
  %v303 = zext i8 %v287 to i32
  %v304 = zext i8 %v288 to i32
  %v305 = shl i32 %v304, 8
  %v306 = or i32 %v303, %v305
  %v307 = zext i8 %v289 to i32
  %v308 = shl i32 %v307, 16
  %v309 = or i32 %v306, %v308
  %v310 = zext i8 %v290 to i32
  %v311 = shl i32 %v310, 24
  %v312 = or i32 %v309, %v311
  %v313 = zext i8 %v291 to i32
  %v314 = zext i8 %v292 to i32
  %v315 = shl i32 %v314, 8
  %v316 = or i32 %v313, %v315
  %v317 = zext i8 %v293 to i32
  %v318 = shl i32 %v317, 16
  %v319 = or i32 %v316, %v318
  %v320 = zext i8 %v294 to i32
  %v321 = shl i32 %v320, 24
  %v322 = or i32 %v319, %v321
  %v323 = zext i8 %v295 to i32
  %v324 = zext i8 %v296 to i32
  %v325 = shl i32 %v324, 8
  %v326 = or i32 %v323, %v325
  %v327 = zext i8 %v297 to i32
  %v328 = shl i32 %v327, 16
  %v329 = or i32 %v326, %v328
  %v330 = zext i8 %v298 to i32
  %v331 = shl i32 %v330, 24
  %v332 = or i32 %v329, %v331
  %v333 = zext i8 %v299 to i32
  %v334 = zext i8 %v300 to i32
  %v335 = shl i32 %v334, 8
  %v336 = or i32 %v333, %v335
  %v337 = zext i8 %v301 to i32
  %v338 = shl i32 %v337, 16
  %v339 = or i32 %v336, %v338
  %v340 = zext i8 %v302 to i32
  %v341 = shl i32 %v340, 24
  %v342 = or i32 %v339, %v341
  %v343 = insertelement <4 x i32> undef, i32 %v312, i32 0
  %v344 = insertelement <4 x i32> %v343, i32 %v322, i32 1
  %v345 = insertelement <4 x i32> %v344, i32 %v332, i32 2
  %v346 = insertelement <4 x i32> %v345, i32 %v342, i32 3
  %v347 = bitcast i8 addrspace(1)* %v286 to <4 x i32> addrspace(1)*
  store <4 x i32> %v346, <4 x i32> addrspace(1)* %v347, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i8 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32)* @pad_zero, !"kernel", i32 1}
!1 = !{void (i8 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32)* @pad_zero, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_neg_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_neg_inf(i8 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i8 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 4
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 5
  %v11 = or i32 %v7, %v10
  %v12 = and i32 %v11, 63
  %v13 = sext i32 %v5 to i64
  %v14 = mul i64 %v13, 64
  %v15 = zext i32 %v12 to i64
  %v16 = add i64 %v14, %v15
  %v17 = zext i32 %p1 to i64
  %v18 = add i64 %v14, 64
  %v19 = icmp sle i64 %v18, %v17
  %v20 = icmp sge i64 %v13, 0
  %v21 = and i1 %v19, %v20
  br i1 %v21, label %ld_full1, label %ld_edge2
ld_full1:
  %v22 = icmp ult i64 %v16, %v17
  %v23 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v16
  %v24 = bitcast i8 addrspace(1)* %v23 to <2 x i32> addrspace(1)*
  %v25 = load <2 x i32>, <2 x i32> addrspace(1)* %v24, align 8
  %v26 = extractelement <2 x i32> %v25, i32 0
  %v27 = trunc i32 %v26 to i8
  %v28 = icmp ne i8 %v27, 0
  %v29 = extractelement <2 x i32> %v25, i32 0
  %v30 = lshr i32 %v29, 8
  %v31 = trunc i32 %v30 to i8
  %v32 = icmp ne i8 %v31, 0
  %v33 = extractelement <2 x i32> %v25, i32 0
  %v34 = lshr i32 %v33, 16
  %v35 = trunc i32 %v34 to i8
  %v36 = icmp ne i8 %v35, 0
  %v37 = extractelement <2 x i32> %v25, i32 0
  %v38 = lshr i32 %v37, 24
  %v39 = trunc i32 %v38 to i8
  %v40 = icmp ne i8 %v39, 0
  %v41 = extractelement <2 x i32> %v25, i32 1
  %v42 = trunc i32 %v41 to i8
  %v43 = icmp ne i8 %v42, 0
  %v44 = extractelement <2 x i32> %v25, i32 1
  %v45 = lshr i32 %v44, 8
  %v46 = trunc i32 %v45 to i8
  %v47 = icmp ne i8 %v46, 0
  %v48 = extractelement <2 x i32> %v25, i32 1
  %v49 = lshr i32 %v48, 16
  %v50 = trunc i32 %v49 to i8
  %v51 = icmp ne i8 %v50, 0
  %v52 = extractelement <2 x i32> %v25, i32 1
  %v53 = lshr i32 %v52, 24
  %v54 = trunc i32 %v53 to i8
  %v55 = icmp ne i8 %v54, 0
  %v56 = add i64 %v16, 8
  %v57 = add i64 %v16, 8
  %v58 = icmp ult i64 %v57, %v17
  %v59 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v56
  %v60 = bitcast i8 addrspace(1)* %v59 to <2 x i32> addrspace(1)*
  %v61 = load <2 x i32>, <2 x i32> addrspace(1)* %v60, align 8
  %v62 = extractelement <2 x i32> %v61, i32 0
  %v63 = trunc i32 %v62 to i8
  %v64 = icmp ne i8 %v63, 0
  %v65 = extractelement <2 x i32> %v61, i32 0
  %v66 = lshr i32 %v65, 8
  %v67 = trunc i32 %v66 to i8
  %v68 = icmp ne i8 %v67, 0
  %v69 = extractelement <2 x i32> %v61, i32 0
  %v70 = lshr i32 %v69, 16
  %v71 = trunc i32 %v70 to i8
  %v72 = icmp ne i8 %v71, 0
  %v73 = extractelement <2 x i32> %v61, i32 0
  %v74 = lshr i32 %v73, 24
  %v75 = trunc i32 %v74 to i8
  %v76 = icmp ne i8 %v75, 0
  %v77 = extractelement <2 x i32> %v61, i32 1
  %v78 = trunc i32 %v77 to i8
  %v79 = icmp ne i8 %v78, 0
  %v80 = extractelement <2 x i32> %v61, i32 1
  %v81 = lshr i32 %v80, 8
  %v82 = trunc i32 %v81 to i8
  %v83 = icmp ne i8 %v82, 0
  %v84 = extractelement <2 x i32> %v61, i32 1
  %v85 = lshr i32 %v84, 16
  %v86 = trunc i32 %v85 to i8
  %v87 = icmp ne i8 %v86, 0
  %v88 = extractelement <2 x i32> %v61, i32 1
  %v89 = lshr i32 %v88, 24
  %v90 = trunc i32 %v89 to i8
  %v91 = icmp ne i8 %v90, 0
  br label %ld_done3
ld_edge2:
  %v92 = zext i1 false to i8
  %v93 = zext i8 %v92 to i32
  %v94 = zext i8 %v92 to i32
  %v95 = shl i32 %v94, 8
  %v96 = or i32 %v93, %v95
  %v97 = zext i8 %v92 to i32
  %v98 = shl i32 %v97, 16
  %v99 = or i32 %v96, %v98
  %v100 = zext i8 %v92 to i32
  %v101 = shl i32 %v100, 24
  %v102 = or i32 %v99, %v101
  %v103 = icmp ult i64 %v16, %v17
  %v104 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v16
  %v105 = bitcast i8 addrspace(1)* %v104 to <2 x i32> addrspace(1)*
  %v106 = ptrtoint <2 x i32> addrspace(1)* %v105 to i64
  %v107 = zext i1 %v103 to i32
  %v108 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v106, i32 %v107, i32 %v102, i32 %v102)
  %v109 = extractvalue {i32, i32} %v108, 0
  %v110 = extractvalue {i32, i32} %v108, 1
  %v111 = insertelement <2 x i32> undef, i32 %v109, i32 0
  %v112 = insertelement <2 x i32> %v111, i32 %v110, i32 1
  %v113 = extractelement <2 x i32> %v112, i32 0
  %v114 = trunc i32 %v113 to i8
  %v115 = icmp ne i8 %v114, 0
  %v116 = extractelement <2 x i32> %v112, i32 0
  %v117 = lshr i32 %v116, 8
  %v118 = trunc i32 %v117 to i8
  %v119 = icmp ne i8 %v118, 0
  %v120 = extractelement <2 x i32> %v112, i32 0
  %v121 = lshr i32 %v120, 16
  %v122 = trunc i32 %v121 to i8
  %v123 = icmp ne i8 %v122, 0
  %v124 = extractelement <2 x i32> %v112, i32 0
  %v125 = lshr i32 %v124, 24
  %v126 = trunc i32 %v125 to i8
  %v127 = icmp ne i8 %v126, 0
  %v128 = extractelement <2 x i32> %v112, i32 1
  %v129 = trunc i32 %v128 to i8
  %v130 = icmp ne i8 %v129, 0
  %v131 = extractelement <2 x i32> %v112, i32 1
  %v132 = lshr i32 %v131, 8
  %v133 = trunc i32 %v132 to i8
  %v134 = icmp ne i8 %v133, 0
  %v135 = extractelement <2 x i32> %v112, i32 1
  %v136 = lshr i32 %v135, 16
  %v137 = trunc i32 %v136 to i8
  %v138 = icmp ne i8 %v137, 0
  %v139 = extractelement <2 x i32> %v112, i32 1
  %v140 = lshr i32 %v139, 24
  %v141 = trunc i32 %v140 to i8
  %v142 = icmp ne i8 %v141, 0
  %v143 = add i64 %v16, 8
  %v144 = add i64 %v16, 8
  %v145 = icmp ult i64 %v144, %v17
  %v146 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v143
  %v147 = bitcast i8 addrspace(1)* %v146 to <2 x i32> addrspace(1)*
  %v148 = ptrtoint <2 x i32> addrspace(1)* %v147 to i64
  %v149 = zext i1 %v145 to i32
  %v150 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v148, i32 %v149, i32 %v102, i32 %v102)
  %v151 = extractvalue {i32, i32} %v150, 0
  %v152 = extractvalue {i32, i32} %v150, 1
  %v153 = insertelement <2 x i32> undef, i32 %v151, i32 0
  %v154 = insertelement <2 x i32> %v153, i32 %v152, i32 1
  %v155 = extractelement <2 x i32> %v154, i32 0
  %v156 = trunc i32 %v155 to i8
  %v157 = icmp ne i8 %v156, 0
  %v158 = extractelement <2 x i32> %v154, i32 0
  %v159 = lshr i32 %v158, 8
  %v160 = trunc i32 %v159 to i8
  %v161 = icmp ne i8 %v160, 0
  %v162 = extractelement <2 x i32> %v154, i32 0
  %v163 = lshr i32 %v162, 16
  %v164 = trunc i32 %v163 to i8
  %v165 = icmp ne i8 %v164, 0
  %v166 = extractelement <2 x i32> %v154, i32 0
  %v167 = lshr i32 %v166, 24
  %v168 = trunc i32 %v167 to i8
  %v169 = icmp ne i8 %v168, 0
  %v170 = extractelement <2 x i32> %v154, i32 1
  %v171 = trunc i32 %v170 to i8
  %v172 = icmp ne i8 %v171, 0
  %v173 = extractelement <2 x i32> %v154, i32 1
  %v174 = lshr i32 %v173, 8
  %v175 = trunc i32 %v174 to i8
  %v176 = icmp ne i8 %v175, 0
  %v177 = extractelement <2 x i32> %v154, i32 1
  %v178 = lshr i32 %v177, 16
  %v179 = trunc i32 %v178 to i8
  %v180 = icmp ne i8 %v179, 0
  %v181 = extractelement <2 x i32> %v154, i32 1
  %v182 = lshr i32 %v181, 24
  %v183 = trunc i32 %v182 to i8
  %v184 = icmp ne i8 %v183, 0
  br label %ld_done3
ld_done3:
  %v185 = phi i1 [ %v28, %ld_full1 ], [ %v115, %ld_edge2 ]
  %v186 = phi i1 [ %v32, %ld_full1 ], [ %v119, %ld_edge2 ]
  %v187 = phi i1 [ %v36, %ld_full1 ], [ %v123, %ld_edge2 ]
  %v188 = phi i1 [ %v40, %ld_full1 ], [ %v127, %ld_edge2 ]
  %v189 = phi i1 [ %v43, %ld_full1 ], [ %v130, %ld_edge2 ]
  %v190 = phi i1 [ %v47, %ld_full1 ], [ %v134, %ld_edge2 ]
  %v191 = phi i1 [ %v51, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v192 = phi i1 [ %v55, %ld_full1 ], [ %v142, %ld_edge2 ]
  %v193 = phi i1 [ %v64, %ld_full1 ], [ %v157, %ld_edge2 ]
  %v194 = phi i1 [ %v68, %ld_full1 ], [ %v161, %ld_edge2 ]
  %v195 = phi i1 [ %v72, %ld_full1 ], [ %v165, %ld_edge2 ]
  %v196 = phi i1 [ %v76, %ld_full1 ], [ %v169, %ld_edge2 ]
  %v197 = phi i1 [ %v79, %ld_full1 ], [ %v172, %ld_edge2 ]
  %v198 = phi i1 [ %v83, %ld_full1 ], [ %v176, %ld_edge2 ]
  %v199 = phi i1 [ %v87, %ld_full1 ], [ %v180, %ld_edge2 ]
  %v200 = phi i1 [ %v91, %ld_full1 ], [ %v184, %ld_edge2 ]
  %v201 = and i32 %v2, 1
  %v202 = shl i32 %v201, 4
  %v203 = lshr i32 %v2, 1
  %v204 = and i32 %v203, 1
  %v205 = shl i32 %v204, 5
  %v206 = or i32 %v202, %v205
  %v207 = and i32 %v206, 63
  %v208 = sext i32 %v4 to i64
  %v209 = mul i64 %v208, 64
  %v210 = zext i32 %v207 to i64
  %v211 = add i64 %v209, %v210
  %v212 = zext i32 %p4 to i64
  %v213 = add i64 %v209, 64
  %v214 = icmp sle i64 %v213, %v212
  %v215 = icmp sge i64 %v208, 0
  %v216 = and i1 %v214, %v215
  %v217 = and i32 %v2, 28
  %v218 = icmp eq i32 %v217, 0
  %v219 = and i32 %v3, 3
  %v220 = icmp eq i32 %v219, 0
  %v221 = and i1 %v218, %v220
  br i1 %v221, label %st_owner4, label %join5
st_owner4:
  br i1 %v216, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v222 = icmp ult i64 %v211, %v212
  %v223 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v211
  %v224 = zext i1 %v185 to i8
  %v225 = zext i1 %v186 to i8
  %v226 = zext i1 %v187 to i8
  %v227 = zext i1 %v188 to i8
  %v228 = zext i1 %v189 to i8
  %v229 = zext i1 %v190 to i8
  %v230 = zext i1 %v191 to i8
  %v231 = zext i1 %v192 to i8
  %v232 = zext i1 %v193 to i8
  %v233 = zext i1 %v194 to i8
  %v234 = zext i1 %v195 to i8
  %v235 = zext i1 %v196 to i8
  %v236 = zext i1 %v197 to i8
  %v237 = zext i1 %v198 to i8
  %v238 = zext i1 %v199 to i8
  %v239 = zext i1 %v200 to i8
  %v240 = zext i8 %v224 to i32
  %v241 = zext i8 %v225 to i32
  %v242 = shl i32 %v241, 8
  %v243 = or i32 %v240, %v242
  %v244 = zext i8 %v226 to i32
  %v245 = shl i32 %v244, 16
  %v246 = or i32 %v243, %v245
  %v247 = zext i8 %v227 to i32
  %v248 = shl i32 %v247, 24
  %v249 = or i32 %v246, %v248
  %v250 = zext i8 %v228 to i32
  %v251 = zext i8 %v229 to i32
  %v252 = shl i32 %v251, 8
  %v253 = or i32 %v250, %v252
  %v254 = zext i8 %v230 to i32
  %v255 = shl i32 %v254, 16
  %v256 = or i32 %v253, %v255
  %v257 = zext i8 %v231 to i32
  %v258 = shl i32 %v257, 24
  %v259 = or i32 %v256, %v258
  %v260 = zext i8 %v232 to i32
  %v261 = zext i8 %v233 to i32
  %v262 = shl i32 %v261, 8
  %v263 = or i32 %v260, %v262
  %v264 = zext i8 %v234 to i32
  %v265 = shl i32 %v264, 16
  %v266 = or i32 %v263, %v265
  %v267 = zext i8 %v235 to i32
  %v268 = shl i32 %v267, 24
  %v269 = or i32 %v266, %v268
  %v270 = zext i8 %v236 to i32
  %v271 = zext i8 %v237 to i32
  %v272 = shl i32 %v271, 8
  %v273 = or i32 %v270, %v272
  %v274 = zext i8 %v238 to i32
  %v275 = shl i32 %v274, 16
  %v276 = or i32 %v273, %v275
  %v277 = zext i8 %v239 to i32
  %v278 = shl i32 %v277, 24
  %v279 = or i32 %v276, %v278
  %v280 = insertelement <4 x i32> undef, i32 %v249, i32 0
  %v281 = insertelement <4 x i32> %v280, i32 %v259, i32 1
  %v282 = insertelement <4 x i32> %v281, i32 %v269, i32 2
  %v283 = insertelement <4 x i32> %v282, i32 %v279, i32 3
  %v284 = bitcast i8 addrspace(1)* %v223 to <4 x i32> addrspace(1)*
  store <4 x i32> %v283, <4 x i32> addrspace(1)* %v284, align 16
  br label %st_done8
st_edge7:
  %v285 = icmp ult i64 %v211, %v212
  %v286 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v211
  br i1 %v285, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v287 = zext i1 %v185 to i8
  %v288 = zext i1 %v186 to i8
  %v289 = zext i1 %v187 to i8
  %v290 = zext i1 %v188 to i8
  %v291 = zext i1 %v189 to i8
  %v292 = zext i1 %v190 to i8
  %v293 = zext i1 %v191 to i8
  %v294 = zext i1 %v192 to i8
  %v295 = zext i1 %v193 to i8
  %v296 = zext i1 %v194 to i8
  %v297 = zext i1 %v195 to i8
  %v298 = zext i1 %v196 to i8
  %v299 = zext i1 %v197 to i8
  %v300 = zext i1 %v198 to i8
  %v301 = zext i1 %v199 to i8
  %v302 = zext i1 %v200 to i8
  %v303 = zext i8 %v287 to i32
  %v304 = zext i8 %v288 to i32
  %v305 = shl i32 %v304, 8
  %v306 = or i32 %v303, %v305
  %v307 = zext i8 %v289 to i32
  %v308 = shl i32 %v307, 16
  %v309 = or i32 %v306, %v308
  %v310 = zext i8 %v290 to i32
  %v311 = shl i32 %v310, 24
  %v312 = or i32 %v309, %v311
  %v313 = zext i8 %v291 to i32
  %v314 = zext i8 %v292 to i32
  %v315 = shl i32 %v314, 8
  %v316 = or i32 %v313, %v315
  %v317 = zext i8 %v293 to i32
  %v318 = shl i32 %v317, 16
  %v319 = or i32 %v316, %v318
  %v320 = zext i8 %v294 to i32
  %v321 = shl i32 %v320, 24
  %v322 = or i32 %v319, %v321
  %v323 = zext i8 %v295 to i32
  %v324 = zext i8 %v296 to i32
  %v325 = shl i32 %v324, 8
  %v326 = or i32 %v323, %v325
  %v327 = zext i8 %v297 to i32
  %v328 = shl i32 %v327, 16
  %v329 = or i32 %v326, %v328
  %v330 = zext i8 %v298 to i32
  %v331 = shl i32 %v330, 24
  %v332 = or i32 %v329, %v331
  %v333 = zext i8 %v299 to i32
  %v334 = zext i8 %v300 to i32
  %v335 = shl i32 %v334, 8
  %v336 = or i32 %v333, %v335
  %v337 = zext i8 %v301 to i32
  %v338 = shl i32 %v337, 16
  %v339 = or i32 %v336, %v338
  %v340 = zext i8 %v302 to i32
  %v341 = shl i32 %v340, 24
  %v342 = or i32 %v339, %v341
  %v343 = insertelement <4 x i32> undef, i32 %v312, i32 0
  %v344 = insertelement <4 x i32> %v343, i32 %v322, i32 1
  %v345 = insertelement <4 x i32> %v344, i32 %v332, i32 2
  %v346 = insertelement <4 x i32> %v345, i32 %v342, i32 3
  %v347 = bitcast i8 addrspace(1)* %v286 to <4 x i32> addrspace(1)*
  store <4 x i32> %v346, <4 x i32> addrspace(1)* %v347, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i8 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32)* @pad_neg_inf, !"kernel", i32 1}
!1 = !{void (i8 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32)* @pad_neg_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_pos_inf [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_pos_inf(i8 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i8 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 4
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 5
  %v11 = or i32 %v7, %v10
  %v12 = and i32 %v11, 63
  %v13 = sext i32 %v5 to i64
  %v14 = mul i64 %v13, 64
  %v15 = zext i32 %v12 to i64
  %v16 = add i64 %v14, %v15
  %v17 = zext i32 %p1 to i64
  %v18 = add i64 %v14, 64
  %v19 = icmp sle i64 %v18, %v17
  %v20 = icmp sge i64 %v13, 0
  %v21 = and i1 %v19, %v20
  br i1 %v21, label %ld_full1, label %ld_edge2
ld_full1:
  %v22 = icmp ult i64 %v16, %v17
  %v23 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v16
  %v24 = bitcast i8 addrspace(1)* %v23 to <2 x i32> addrspace(1)*
  %v25 = load <2 x i32>, <2 x i32> addrspace(1)* %v24, align 8
  %v26 = extractelement <2 x i32> %v25, i32 0
  %v27 = trunc i32 %v26 to i8
  %v28 = icmp ne i8 %v27, 0
  %v29 = extractelement <2 x i32> %v25, i32 0
  %v30 = lshr i32 %v29, 8
  %v31 = trunc i32 %v30 to i8
  %v32 = icmp ne i8 %v31, 0
  %v33 = extractelement <2 x i32> %v25, i32 0
  %v34 = lshr i32 %v33, 16
  %v35 = trunc i32 %v34 to i8
  %v36 = icmp ne i8 %v35, 0
  %v37 = extractelement <2 x i32> %v25, i32 0
  %v38 = lshr i32 %v37, 24
  %v39 = trunc i32 %v38 to i8
  %v40 = icmp ne i8 %v39, 0
  %v41 = extractelement <2 x i32> %v25, i32 1
  %v42 = trunc i32 %v41 to i8
  %v43 = icmp ne i8 %v42, 0
  %v44 = extractelement <2 x i32> %v25, i32 1
  %v45 = lshr i32 %v44, 8
  %v46 = trunc i32 %v45 to i8
  %v47 = icmp ne i8 %v46, 0
  %v48 = extractelement <2 x i32> %v25, i32 1
  %v49 = lshr i32 %v48, 16
  %v50 = trunc i32 %v49 to i8
  %v51 = icmp ne i8 %v50, 0
  %v52 = extractelement <2 x i32> %v25, i32 1
  %v53 = lshr i32 %v52, 24
  %v54 = trunc i32 %v53 to i8
  %v55 = icmp ne i8 %v54, 0
  %v56 = add i64 %v16, 8
  %v57 = add i64 %v16, 8
  %v58 = icmp ult i64 %v57, %v17
  %v59 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v56
  %v60 = bitcast i8 addrspace(1)* %v59 to <2 x i32> addrspace(1)*
  %v61 = load <2 x i32>, <2 x i32> addrspace(1)* %v60, align 8
  %v62 = extractelement <2 x i32> %v61, i32 0
  %v63 = trunc i32 %v62 to i8
  %v64 = icmp ne i8 %v63, 0
  %v65 = extractelement <2 x i32> %v61, i32 0
  %v66 = lshr i32 %v65, 8
  %v67 = trunc i32 %v66 to i8
  %v68 = icmp ne i8 %v67, 0
  %v69 = extractelement <2 x i32> %v61, i32 0
  %v70 = lshr i32 %v69, 16
  %v71 = trunc i32 %v70 to i8
  %v72 = icmp ne i8 %v71, 0
  %v73 = extractelement <2 x i32> %v61, i32 0
  %v74 = lshr i32 %v73, 24
  %v75 = trunc i32 %v74 to i8
  %v76 = icmp ne i8 %v75, 0
  %v77 = extractelement <2 x i32> %v61, i32 1
  %v78 = trunc i32 %v77 to i8
  %v79 = icmp ne i8 %v78, 0
  %v80 = extractelement <2 x i32> %v61, i32 1
  %v81 = lshr i32 %v80, 8
  %v82 = trunc i32 %v81 to i8
  %v83 = icmp ne i8 %v82, 0
  %v84 = extractelement <2 x i32> %v61, i32 1
  %v85 = lshr i32 %v84, 16
  %v86 = trunc i32 %v85 to i8
  %v87 = icmp ne i8 %v86, 0
  %v88 = extractelement <2 x i32> %v61, i32 1
  %v89 = lshr i32 %v88, 24
  %v90 = trunc i32 %v89 to i8
  %v91 = icmp ne i8 %v90, 0
  br label %ld_done3
ld_edge2:
  %v92 = zext i1 true to i8
  %v93 = zext i8 %v92 to i32
  %v94 = zext i8 %v92 to i32
  %v95 = shl i32 %v94, 8
  %v96 = or i32 %v93, %v95
  %v97 = zext i8 %v92 to i32
  %v98 = shl i32 %v97, 16
  %v99 = or i32 %v96, %v98
  %v100 = zext i8 %v92 to i32
  %v101 = shl i32 %v100, 24
  %v102 = or i32 %v99, %v101
  %v103 = icmp ult i64 %v16, %v17
  %v104 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v16
  %v105 = bitcast i8 addrspace(1)* %v104 to <2 x i32> addrspace(1)*
  %v106 = ptrtoint <2 x i32> addrspace(1)* %v105 to i64
  %v107 = zext i1 %v103 to i32
  %v108 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v106, i32 %v107, i32 %v102, i32 %v102)
  %v109 = extractvalue {i32, i32} %v108, 0
  %v110 = extractvalue {i32, i32} %v108, 1
  %v111 = insertelement <2 x i32> undef, i32 %v109, i32 0
  %v112 = insertelement <2 x i32> %v111, i32 %v110, i32 1
  %v113 = extractelement <2 x i32> %v112, i32 0
  %v114 = trunc i32 %v113 to i8
  %v115 = icmp ne i8 %v114, 0
  %v116 = extractelement <2 x i32> %v112, i32 0
  %v117 = lshr i32 %v116, 8
  %v118 = trunc i32 %v117 to i8
  %v119 = icmp ne i8 %v118, 0
  %v120 = extractelement <2 x i32> %v112, i32 0
  %v121 = lshr i32 %v120, 16
  %v122 = trunc i32 %v121 to i8
  %v123 = icmp ne i8 %v122, 0
  %v124 = extractelement <2 x i32> %v112, i32 0
  %v125 = lshr i32 %v124, 24
  %v126 = trunc i32 %v125 to i8
  %v127 = icmp ne i8 %v126, 0
  %v128 = extractelement <2 x i32> %v112, i32 1
  %v129 = trunc i32 %v128 to i8
  %v130 = icmp ne i8 %v129, 0
  %v131 = extractelement <2 x i32> %v112, i32 1
  %v132 = lshr i32 %v131, 8
  %v133 = trunc i32 %v132 to i8
  %v134 = icmp ne i8 %v133, 0
  %v135 = extractelement <2 x i32> %v112, i32 1
  %v136 = lshr i32 %v135, 16
  %v137 = trunc i32 %v136 to i8
  %v138 = icmp ne i8 %v137, 0
  %v139 = extractelement <2 x i32> %v112, i32 1
  %v140 = lshr i32 %v139, 24
  %v141 = trunc i32 %v140 to i8
  %v142 = icmp ne i8 %v141, 0
  %v143 = add i64 %v16, 8
  %v144 = add i64 %v16, 8
  %v145 = icmp ult i64 %v144, %v17
  %v146 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v143
  %v147 = bitcast i8 addrspace(1)* %v146 to <2 x i32> addrspace(1)*
  %v148 = ptrtoint <2 x i32> addrspace(1)* %v147 to i64
  %v149 = zext i1 %v145 to i32
  %v150 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v148, i32 %v149, i32 %v102, i32 %v102)
  %v151 = extractvalue {i32, i32} %v150, 0
  %v152 = extractvalue {i32, i32} %v150, 1
  %v153 = insertelement <2 x i32> undef, i32 %v151, i32 0
  %v154 = insertelement <2 x i32> %v153, i32 %v152, i32 1
  %v155 = extractelement <2 x i32> %v154, i32 0
  %v156 = trunc i32 %v155 to i8
  %v157 = icmp ne i8 %v156, 0
  %v158 = extractelement <2 x i32> %v154, i32 0
  %v159 = lshr i32 %v158, 8
  %v160 = trunc i32 %v159 to i8
  %v161 = icmp ne i8 %v160, 0
  %v162 = extractelement <2 x i32> %v154, i32 0
  %v163 = lshr i32 %v162, 16
  %v164 = trunc i32 %v163 to i8
  %v165 = icmp ne i8 %v164, 0
  %v166 = extractelement <2 x i32> %v154, i32 0
  %v167 = lshr i32 %v166, 24
  %v168 = trunc i32 %v167 to i8
  %v169 = icmp ne i8 %v168, 0
  %v170 = extractelement <2 x i32> %v154, i32 1
  %v171 = trunc i32 %v170 to i8
  %v172 = icmp ne i8 %v171, 0
  %v173 = extractelement <2 x i32> %v154, i32 1
  %v174 = lshr i32 %v173, 8
  %v175 = trunc i32 %v174 to i8
  %v176 = icmp ne i8 %v175, 0
  %v177 = extractelement <2 x i32> %v154, i32 1
  %v178 = lshr i32 %v177, 16
  %v179 = trunc i32 %v178 to i8
  %v180 = icmp ne i8 %v179, 0
  %v181 = extractelement <2 x i32> %v154, i32 1
  %v182 = lshr i32 %v181, 24
  %v183 = trunc i32 %v182 to i8
  %v184 = icmp ne i8 %v183, 0
  br label %ld_done3
ld_done3:
  %v185 = phi i1 [ %v28, %ld_full1 ], [ %v115, %ld_edge2 ]
  %v186 = phi i1 [ %v32, %ld_full1 ], [ %v119, %ld_edge2 ]
  %v187 = phi i1 [ %v36, %ld_full1 ], [ %v123, %ld_edge2 ]
  %v188 = phi i1 [ %v40, %ld_full1 ], [ %v127, %ld_edge2 ]
  %v189 = phi i1 [ %v43, %ld_full1 ], [ %v130, %ld_edge2 ]
  %v190 = phi i1 [ %v47, %ld_full1 ], [ %v134, %ld_edge2 ]
  %v191 = phi i1 [ %v51, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v192 = phi i1 [ %v55, %ld_full1 ], [ %v142, %ld_edge2 ]
  %v193 = phi i1 [ %v64, %ld_full1 ], [ %v157, %ld_edge2 ]
  %v194 = phi i1 [ %v68, %ld_full1 ], [ %v161, %ld_edge2 ]
  %v195 = phi i1 [ %v72, %ld_full1 ], [ %v165, %ld_edge2 ]
  %v196 = phi i1 [ %v76, %ld_full1 ], [ %v169, %ld_edge2 ]
  %v197 = phi i1 [ %v79, %ld_full1 ], [ %v172, %ld_edge2 ]
  %v198 = phi i1 [ %v83, %ld_full1 ], [ %v176, %ld_edge2 ]
  %v199 = phi i1 [ %v87, %ld_full1 ], [ %v180, %ld_edge2 ]
  %v200 = phi i1 [ %v91, %ld_full1 ], [ %v184, %ld_edge2 ]
  %v201 = and i32 %v2, 1
  %v202 = shl i32 %v201, 4
  %v203 = lshr i32 %v2, 1
  %v204 = and i32 %v203, 1
  %v205 = shl i32 %v204, 5
  %v206 = or i32 %v202, %v205
  %v207 = and i32 %v206, 63
  %v208 = sext i32 %v4 to i64
  %v209 = mul i64 %v208, 64
  %v210 = zext i32 %v207 to i64
  %v211 = add i64 %v209, %v210
  %v212 = zext i32 %p4 to i64
  %v213 = add i64 %v209, 64
  %v214 = icmp sle i64 %v213, %v212
  %v215 = icmp sge i64 %v208, 0
  %v216 = and i1 %v214, %v215
  %v217 = and i32 %v2, 28
  %v218 = icmp eq i32 %v217, 0
  %v219 = and i32 %v3, 3
  %v220 = icmp eq i32 %v219, 0
  %v221 = and i1 %v218, %v220
  br i1 %v221, label %st_owner4, label %join5
st_owner4:
  br i1 %v216, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v222 = icmp ult i64 %v211, %v212
  %v223 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v211
  %v224 = zext i1 %v185 to i8
  %v225 = zext i1 %v186 to i8
  %v226 = zext i1 %v187 to i8
  %v227 = zext i1 %v188 to i8
  %v228 = zext i1 %v189 to i8
  %v229 = zext i1 %v190 to i8
  %v230 = zext i1 %v191 to i8
  %v231 = zext i1 %v192 to i8
  %v232 = zext i1 %v193 to i8
  %v233 = zext i1 %v194 to i8
  %v234 = zext i1 %v195 to i8
  %v235 = zext i1 %v196 to i8
  %v236 = zext i1 %v197 to i8
  %v237 = zext i1 %v198 to i8
  %v238 = zext i1 %v199 to i8
  %v239 = zext i1 %v200 to i8
  %v240 = zext i8 %v224 to i32
  %v241 = zext i8 %v225 to i32
  %v242 = shl i32 %v241, 8
  %v243 = or i32 %v240, %v242
  %v244 = zext i8 %v226 to i32
  %v245 = shl i32 %v244, 16
  %v246 = or i32 %v243, %v245
  %v247 = zext i8 %v227 to i32
  %v248 = shl i32 %v247, 24
  %v249 = or i32 %v246, %v248
  %v250 = zext i8 %v228 to i32
  %v251 = zext i8 %v229 to i32
  %v252 = shl i32 %v251, 8
  %v253 = or i32 %v250, %v252
  %v254 = zext i8 %v230 to i32
  %v255 = shl i32 %v254, 16
  %v256 = or i32 %v253, %v255
  %v257 = zext i8 %v231 to i32
  %v258 = shl i32 %v257, 24
  %v259 = or i32 %v256, %v258
  %v260 = zext i8 %v232 to i32
  %v261 = zext i8 %v233 to i32
  %v262 = shl i32 %v261, 8
  %v263 = or i32 %v260, %v262
  %v264 = zext i8 %v234 to i32
  %v265 = shl i32 %v264, 16
  %v266 = or i32 %v263, %v265
  %v267 = zext i8 %v235 to i32
  %v268 = shl i32 %v267, 24
  %v269 = or i32 %v266, %v268
  %v270 = zext i8 %v236 to i32
  %v271 = zext i8 %v237 to i32
  %v272 = shl i32 %v271, 8
  %v273 = or i32 %v270, %v272
  %v274 = zext i8 %v238 to i32
  %v275 = shl i32 %v274, 16
  %v276 = or i32 %v273, %v275
  %v277 = zext i8 %v239 to i32
  %v278 = shl i32 %v277, 24
  %v279 = or i32 %v276, %v278
  %v280 = insertelement <4 x i32> undef, i32 %v249, i32 0
  %v281 = insertelement <4 x i32> %v280, i32 %v259, i32 1
  %v282 = insertelement <4 x i32> %v281, i32 %v269, i32 2
  %v283 = insertelement <4 x i32> %v282, i32 %v279, i32 3
  %v284 = bitcast i8 addrspace(1)* %v223 to <4 x i32> addrspace(1)*
  store <4 x i32> %v283, <4 x i32> addrspace(1)* %v284, align 16
  br label %st_done8
st_edge7:
  %v285 = icmp ult i64 %v211, %v212
  %v286 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v211
  br i1 %v285, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v287 = zext i1 %v185 to i8
  %v288 = zext i1 %v186 to i8
  %v289 = zext i1 %v187 to i8
  %v290 = zext i1 %v188 to i8
  %v291 = zext i1 %v189 to i8
  %v292 = zext i1 %v190 to i8
  %v293 = zext i1 %v191 to i8
  %v294 = zext i1 %v192 to i8
  %v295 = zext i1 %v193 to i8
  %v296 = zext i1 %v194 to i8
  %v297 = zext i1 %v195 to i8
  %v298 = zext i1 %v196 to i8
  %v299 = zext i1 %v197 to i8
  %v300 = zext i1 %v198 to i8
  %v301 = zext i1 %v199 to i8
  %v302 = zext i1 %v200 to i8
  %v303 = zext i8 %v287 to i32
  %v304 = zext i8 %v288 to i32
  %v305 = shl i32 %v304, 8
  %v306 = or i32 %v303, %v305
  %v307 = zext i8 %v289 to i32
  %v308 = shl i32 %v307, 16
  %v309 = or i32 %v306, %v308
  %v310 = zext i8 %v290 to i32
  %v311 = shl i32 %v310, 24
  %v312 = or i32 %v309, %v311
  %v313 = zext i8 %v291 to i32
  %v314 = zext i8 %v292 to i32
  %v315 = shl i32 %v314, 8
  %v316 = or i32 %v313, %v315
  %v317 = zext i8 %v293 to i32
  %v318 = shl i32 %v317, 16
  %v319 = or i32 %v316, %v318
  %v320 = zext i8 %v294 to i32
  %v321 = shl i32 %v320, 24
  %v322 = or i32 %v319, %v321
  %v323 = zext i8 %v295 to i32
  %v324 = zext i8 %v296 to i32
  %v325 = shl i32 %v324, 8
  %v326 = or i32 %v323, %v325
  %v327 = zext i8 %v297 to i32
  %v328 = shl i32 %v327, 16
  %v329 = or i32 %v326, %v328
  %v330 = zext i8 %v298 to i32
  %v331 = shl i32 %v330, 24
  %v332 = or i32 %v329, %v331
  %v333 = zext i8 %v299 to i32
  %v334 = zext i8 %v300 to i32
  %v335 = shl i32 %v334, 8
  %v336 = or i32 %v333, %v335
  %v337 = zext i8 %v301 to i32
  %v338 = shl i32 %v337, 16
  %v339 = or i32 %v336, %v338
  %v340 = zext i8 %v302 to i32
  %v341 = shl i32 %v340, 24
  %v342 = or i32 %v339, %v341
  %v343 = insertelement <4 x i32> undef, i32 %v312, i32 0
  %v344 = insertelement <4 x i32> %v343, i32 %v322, i32 1
  %v345 = insertelement <4 x i32> %v344, i32 %v332, i32 2
  %v346 = insertelement <4 x i32> %v345, i32 %v342, i32 3
  %v347 = bitcast i8 addrspace(1)* %v286 to <4 x i32> addrspace(1)*
  store <4 x i32> %v346, <4 x i32> addrspace(1)* %v347, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i8 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32)* @pad_pos_inf, !"kernel", i32 1}
!1 = !{void (i8 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32)* @pad_pos_inf, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_nan [T=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_nan(i8 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i8 addrspace(1)* noalias %p3, i32 %p4, i32 %p5) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 4
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 5
  %v11 = or i32 %v7, %v10
  %v12 = and i32 %v11, 63
  %v13 = sext i32 %v5 to i64
  %v14 = mul i64 %v13, 64
  %v15 = zext i32 %v12 to i64
  %v16 = add i64 %v14, %v15
  %v17 = zext i32 %p1 to i64
  %v18 = add i64 %v14, 64
  %v19 = icmp sle i64 %v18, %v17
  %v20 = icmp sge i64 %v13, 0
  %v21 = and i1 %v19, %v20
  br i1 %v21, label %ld_full1, label %ld_edge2
ld_full1:
  %v22 = icmp ult i64 %v16, %v17
  %v23 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v16
  %v24 = bitcast i8 addrspace(1)* %v23 to <2 x i32> addrspace(1)*
  %v25 = load <2 x i32>, <2 x i32> addrspace(1)* %v24, align 8
  %v26 = extractelement <2 x i32> %v25, i32 0
  %v27 = trunc i32 %v26 to i8
  %v28 = icmp ne i8 %v27, 0
  %v29 = extractelement <2 x i32> %v25, i32 0
  %v30 = lshr i32 %v29, 8
  %v31 = trunc i32 %v30 to i8
  %v32 = icmp ne i8 %v31, 0
  %v33 = extractelement <2 x i32> %v25, i32 0
  %v34 = lshr i32 %v33, 16
  %v35 = trunc i32 %v34 to i8
  %v36 = icmp ne i8 %v35, 0
  %v37 = extractelement <2 x i32> %v25, i32 0
  %v38 = lshr i32 %v37, 24
  %v39 = trunc i32 %v38 to i8
  %v40 = icmp ne i8 %v39, 0
  %v41 = extractelement <2 x i32> %v25, i32 1
  %v42 = trunc i32 %v41 to i8
  %v43 = icmp ne i8 %v42, 0
  %v44 = extractelement <2 x i32> %v25, i32 1
  %v45 = lshr i32 %v44, 8
  %v46 = trunc i32 %v45 to i8
  %v47 = icmp ne i8 %v46, 0
  %v48 = extractelement <2 x i32> %v25, i32 1
  %v49 = lshr i32 %v48, 16
  %v50 = trunc i32 %v49 to i8
  %v51 = icmp ne i8 %v50, 0
  %v52 = extractelement <2 x i32> %v25, i32 1
  %v53 = lshr i32 %v52, 24
  %v54 = trunc i32 %v53 to i8
  %v55 = icmp ne i8 %v54, 0
  %v56 = add i64 %v16, 8
  %v57 = add i64 %v16, 8
  %v58 = icmp ult i64 %v57, %v17
  %v59 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v56
  %v60 = bitcast i8 addrspace(1)* %v59 to <2 x i32> addrspace(1)*
  %v61 = load <2 x i32>, <2 x i32> addrspace(1)* %v60, align 8
  %v62 = extractelement <2 x i32> %v61, i32 0
  %v63 = trunc i32 %v62 to i8
  %v64 = icmp ne i8 %v63, 0
  %v65 = extractelement <2 x i32> %v61, i32 0
  %v66 = lshr i32 %v65, 8
  %v67 = trunc i32 %v66 to i8
  %v68 = icmp ne i8 %v67, 0
  %v69 = extractelement <2 x i32> %v61, i32 0
  %v70 = lshr i32 %v69, 16
  %v71 = trunc i32 %v70 to i8
  %v72 = icmp ne i8 %v71, 0
  %v73 = extractelement <2 x i32> %v61, i32 0
  %v74 = lshr i32 %v73, 24
  %v75 = trunc i32 %v74 to i8
  %v76 = icmp ne i8 %v75, 0
  %v77 = extractelement <2 x i32> %v61, i32 1
  %v78 = trunc i32 %v77 to i8
  %v79 = icmp ne i8 %v78, 0
  %v80 = extractelement <2 x i32> %v61, i32 1
  %v81 = lshr i32 %v80, 8
  %v82 = trunc i32 %v81 to i8
  %v83 = icmp ne i8 %v82, 0
  %v84 = extractelement <2 x i32> %v61, i32 1
  %v85 = lshr i32 %v84, 16
  %v86 = trunc i32 %v85 to i8
  %v87 = icmp ne i8 %v86, 0
  %v88 = extractelement <2 x i32> %v61, i32 1
  %v89 = lshr i32 %v88, 24
  %v90 = trunc i32 %v89 to i8
  %v91 = icmp ne i8 %v90, 0
  br label %ld_done3
ld_edge2:
  %v92 = zext i1 false to i8
  %v93 = zext i8 %v92 to i32
  %v94 = zext i8 %v92 to i32
  %v95 = shl i32 %v94, 8
  %v96 = or i32 %v93, %v95
  %v97 = zext i8 %v92 to i32
  %v98 = shl i32 %v97, 16
  %v99 = or i32 %v96, %v98
  %v100 = zext i8 %v92 to i32
  %v101 = shl i32 %v100, 24
  %v102 = or i32 %v99, %v101
  %v103 = icmp ult i64 %v16, %v17
  %v104 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v16
  %v105 = bitcast i8 addrspace(1)* %v104 to <2 x i32> addrspace(1)*
  %v106 = ptrtoint <2 x i32> addrspace(1)* %v105 to i64
  %v107 = zext i1 %v103 to i32
  %v108 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v106, i32 %v107, i32 %v102, i32 %v102)
  %v109 = extractvalue {i32, i32} %v108, 0
  %v110 = extractvalue {i32, i32} %v108, 1
  %v111 = insertelement <2 x i32> undef, i32 %v109, i32 0
  %v112 = insertelement <2 x i32> %v111, i32 %v110, i32 1
  %v113 = extractelement <2 x i32> %v112, i32 0
  %v114 = trunc i32 %v113 to i8
  %v115 = icmp ne i8 %v114, 0
  %v116 = extractelement <2 x i32> %v112, i32 0
  %v117 = lshr i32 %v116, 8
  %v118 = trunc i32 %v117 to i8
  %v119 = icmp ne i8 %v118, 0
  %v120 = extractelement <2 x i32> %v112, i32 0
  %v121 = lshr i32 %v120, 16
  %v122 = trunc i32 %v121 to i8
  %v123 = icmp ne i8 %v122, 0
  %v124 = extractelement <2 x i32> %v112, i32 0
  %v125 = lshr i32 %v124, 24
  %v126 = trunc i32 %v125 to i8
  %v127 = icmp ne i8 %v126, 0
  %v128 = extractelement <2 x i32> %v112, i32 1
  %v129 = trunc i32 %v128 to i8
  %v130 = icmp ne i8 %v129, 0
  %v131 = extractelement <2 x i32> %v112, i32 1
  %v132 = lshr i32 %v131, 8
  %v133 = trunc i32 %v132 to i8
  %v134 = icmp ne i8 %v133, 0
  %v135 = extractelement <2 x i32> %v112, i32 1
  %v136 = lshr i32 %v135, 16
  %v137 = trunc i32 %v136 to i8
  %v138 = icmp ne i8 %v137, 0
  %v139 = extractelement <2 x i32> %v112, i32 1
  %v140 = lshr i32 %v139, 24
  %v141 = trunc i32 %v140 to i8
  %v142 = icmp ne i8 %v141, 0
  %v143 = add i64 %v16, 8
  %v144 = add i64 %v16, 8
  %v145 = icmp ult i64 %v144, %v17
  %v146 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v143
  %v147 = bitcast i8 addrspace(1)* %v146 to <2 x i32> addrspace(1)*
  %v148 = ptrtoint <2 x i32> addrspace(1)* %v147 to i64
  %v149 = zext i1 %v145 to i32
  %v150 = call {i32, i32} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $3, 0; @p ld.global.nc.v2.b32 {$0, $1}, [$2]; }", "=r,=r,l,r,0,1"(i64 %v148, i32 %v149, i32 %v102, i32 %v102)
  %v151 = extractvalue {i32, i32} %v150, 0
  %v152 = extractvalue {i32, i32} %v150, 1
  %v153 = insertelement <2 x i32> undef, i32 %v151, i32 0
  %v154 = insertelement <2 x i32> %v153, i32 %v152, i32 1
  %v155 = extractelement <2 x i32> %v154, i32 0
  %v156 = trunc i32 %v155 to i8
  %v157 = icmp ne i8 %v156, 0
  %v158 = extractelement <2 x i32> %v154, i32 0
  %v159 = lshr i32 %v158, 8
  %v160 = trunc i32 %v159 to i8
  %v161 = icmp ne i8 %v160, 0
  %v162 = extractelement <2 x i32> %v154, i32 0
  %v163 = lshr i32 %v162, 16
  %v164 = trunc i32 %v163 to i8
  %v165 = icmp ne i8 %v164, 0
  %v166 = extractelement <2 x i32> %v154, i32 0
  %v167 = lshr i32 %v166, 24
  %v168 = trunc i32 %v167 to i8
  %v169 = icmp ne i8 %v168, 0
  %v170 = extractelement <2 x i32> %v154, i32 1
  %v171 = trunc i32 %v170 to i8
  %v172 = icmp ne i8 %v171, 0
  %v173 = extractelement <2 x i32> %v154, i32 1
  %v174 = lshr i32 %v173, 8
  %v175 = trunc i32 %v174 to i8
  %v176 = icmp ne i8 %v175, 0
  %v177 = extractelement <2 x i32> %v154, i32 1
  %v178 = lshr i32 %v177, 16
  %v179 = trunc i32 %v178 to i8
  %v180 = icmp ne i8 %v179, 0
  %v181 = extractelement <2 x i32> %v154, i32 1
  %v182 = lshr i32 %v181, 24
  %v183 = trunc i32 %v182 to i8
  %v184 = icmp ne i8 %v183, 0
  br label %ld_done3
ld_done3:
  %v185 = phi i1 [ %v28, %ld_full1 ], [ %v115, %ld_edge2 ]
  %v186 = phi i1 [ %v32, %ld_full1 ], [ %v119, %ld_edge2 ]
  %v187 = phi i1 [ %v36, %ld_full1 ], [ %v123, %ld_edge2 ]
  %v188 = phi i1 [ %v40, %ld_full1 ], [ %v127, %ld_edge2 ]
  %v189 = phi i1 [ %v43, %ld_full1 ], [ %v130, %ld_edge2 ]
  %v190 = phi i1 [ %v47, %ld_full1 ], [ %v134, %ld_edge2 ]
  %v191 = phi i1 [ %v51, %ld_full1 ], [ %v138, %ld_edge2 ]
  %v192 = phi i1 [ %v55, %ld_full1 ], [ %v142, %ld_edge2 ]
  %v193 = phi i1 [ %v64, %ld_full1 ], [ %v157, %ld_edge2 ]
  %v194 = phi i1 [ %v68, %ld_full1 ], [ %v161, %ld_edge2 ]
  %v195 = phi i1 [ %v72, %ld_full1 ], [ %v165, %ld_edge2 ]
  %v196 = phi i1 [ %v76, %ld_full1 ], [ %v169, %ld_edge2 ]
  %v197 = phi i1 [ %v79, %ld_full1 ], [ %v172, %ld_edge2 ]
  %v198 = phi i1 [ %v83, %ld_full1 ], [ %v176, %ld_edge2 ]
  %v199 = phi i1 [ %v87, %ld_full1 ], [ %v180, %ld_edge2 ]
  %v200 = phi i1 [ %v91, %ld_full1 ], [ %v184, %ld_edge2 ]
  %v201 = and i32 %v2, 1
  %v202 = shl i32 %v201, 4
  %v203 = lshr i32 %v2, 1
  %v204 = and i32 %v203, 1
  %v205 = shl i32 %v204, 5
  %v206 = or i32 %v202, %v205
  %v207 = and i32 %v206, 63
  %v208 = sext i32 %v4 to i64
  %v209 = mul i64 %v208, 64
  %v210 = zext i32 %v207 to i64
  %v211 = add i64 %v209, %v210
  %v212 = zext i32 %p4 to i64
  %v213 = add i64 %v209, 64
  %v214 = icmp sle i64 %v213, %v212
  %v215 = icmp sge i64 %v208, 0
  %v216 = and i1 %v214, %v215
  %v217 = and i32 %v2, 28
  %v218 = icmp eq i32 %v217, 0
  %v219 = and i32 %v3, 3
  %v220 = icmp eq i32 %v219, 0
  %v221 = and i1 %v218, %v220
  br i1 %v221, label %st_owner4, label %join5
st_owner4:
  br i1 %v216, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v222 = icmp ult i64 %v211, %v212
  %v223 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v211
  %v224 = zext i1 %v185 to i8
  %v225 = zext i1 %v186 to i8
  %v226 = zext i1 %v187 to i8
  %v227 = zext i1 %v188 to i8
  %v228 = zext i1 %v189 to i8
  %v229 = zext i1 %v190 to i8
  %v230 = zext i1 %v191 to i8
  %v231 = zext i1 %v192 to i8
  %v232 = zext i1 %v193 to i8
  %v233 = zext i1 %v194 to i8
  %v234 = zext i1 %v195 to i8
  %v235 = zext i1 %v196 to i8
  %v236 = zext i1 %v197 to i8
  %v237 = zext i1 %v198 to i8
  %v238 = zext i1 %v199 to i8
  %v239 = zext i1 %v200 to i8
  %v240 = zext i8 %v224 to i32
  %v241 = zext i8 %v225 to i32
  %v242 = shl i32 %v241, 8
  %v243 = or i32 %v240, %v242
  %v244 = zext i8 %v226 to i32
  %v245 = shl i32 %v244, 16
  %v246 = or i32 %v243, %v245
  %v247 = zext i8 %v227 to i32
  %v248 = shl i32 %v247, 24
  %v249 = or i32 %v246, %v248
  %v250 = zext i8 %v228 to i32
  %v251 = zext i8 %v229 to i32
  %v252 = shl i32 %v251, 8
  %v253 = or i32 %v250, %v252
  %v254 = zext i8 %v230 to i32
  %v255 = shl i32 %v254, 16
  %v256 = or i32 %v253, %v255
  %v257 = zext i8 %v231 to i32
  %v258 = shl i32 %v257, 24
  %v259 = or i32 %v256, %v258
  %v260 = zext i8 %v232 to i32
  %v261 = zext i8 %v233 to i32
  %v262 = shl i32 %v261, 8
  %v263 = or i32 %v260, %v262
  %v264 = zext i8 %v234 to i32
  %v265 = shl i32 %v264, 16
  %v266 = or i32 %v263, %v265
  %v267 = zext i8 %v235 to i32
  %v268 = shl i32 %v267, 24
  %v269 = or i32 %v266, %v268
  %v270 = zext i8 %v236 to i32
  %v271 = zext i8 %v237 to i32
  %v272 = shl i32 %v271, 8
  %v273 = or i32 %v270, %v272
  %v274 = zext i8 %v238 to i32
  %v275 = shl i32 %v274, 16
  %v276 = or i32 %v273, %v275
  %v277 = zext i8 %v239 to i32
  %v278 = shl i32 %v277, 24
  %v279 = or i32 %v276, %v278
  %v280 = insertelement <4 x i32> undef, i32 %v249, i32 0
  %v281 = insertelement <4 x i32> %v280, i32 %v259, i32 1
  %v282 = insertelement <4 x i32> %v281, i32 %v269, i32 2
  %v283 = insertelement <4 x i32> %v282, i32 %v279, i32 3
  %v284 = bitcast i8 addrspace(1)* %v223 to <4 x i32> addrspace(1)*
  store <4 x i32> %v283, <4 x i32> addrspace(1)* %v284, align 16
  br label %st_done8
st_edge7:
  %v285 = icmp ult i64 %v211, %v212
  %v286 = getelementptr inbounds i8, i8 addrspace(1)* %p3, i64 %v211
  br i1 %v285, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v287 = zext i1 %v185 to i8
  %v288 = zext i1 %v186 to i8
  %v289 = zext i1 %v187 to i8
  %v290 = zext i1 %v188 to i8
  %v291 = zext i1 %v189 to i8
  %v292 = zext i1 %v190 to i8
  %v293 = zext i1 %v191 to i8
  %v294 = zext i1 %v192 to i8
  %v295 = zext i1 %v193 to i8
  %v296 = zext i1 %v194 to i8
  %v297 = zext i1 %v195 to i8
  %v298 = zext i1 %v196 to i8
  %v299 = zext i1 %v197 to i8
  %v300 = zext i1 %v198 to i8
  %v301 = zext i1 %v199 to i8
  %v302 = zext i1 %v200 to i8
  %v303 = zext i8 %v287 to i32
  %v304 = zext i8 %v288 to i32
  %v305 = shl i32 %v304, 8
  %v306 = or i32 %v303, %v305
  %v307 = zext i8 %v289 to i32
  %v308 = shl i32 %v307, 16
  %v309 = or i32 %v306, %v308
  %v310 = zext i8 %v290 to i32
  %v311 = shl i32 %v310, 24
  %v312 = or i32 %v309, %v311
  %v313 = zext i8 %v291 to i32
  %v314 = zext i8 %v292 to i32
  %v315 = shl i32 %v314, 8
  %v316 = or i32 %v313, %v315
  %v317 = zext i8 %v293 to i32
  %v318 = shl i32 %v317, 16
  %v319 = or i32 %v316, %v318
  %v320 = zext i8 %v294 to i32
  %v321 = shl i32 %v320, 24
  %v322 = or i32 %v319, %v321
  %v323 = zext i8 %v295 to i32
  %v324 = zext i8 %v296 to i32
  %v325 = shl i32 %v324, 8
  %v326 = or i32 %v323, %v325
  %v327 = zext i8 %v297 to i32
  %v328 = shl i32 %v327, 16
  %v329 = or i32 %v326, %v328
  %v330 = zext i8 %v298 to i32
  %v331 = shl i32 %v330, 24
  %v332 = or i32 %v329, %v331
  %v333 = zext i8 %v299 to i32
  %v334 = zext i8 %v300 to i32
  %v335 = shl i32 %v334, 8
  %v336 = or i32 %v333, %v335
  %v337 = zext i8 %v301 to i32
  %v338 = shl i32 %v337, 16
  %v339 = or i32 %v336, %v338
  %v340 = zext i8 %v302 to i32
  %v341 = shl i32 %v340, 24
  %v342 = or i32 %v339, %v341
  %v343 = insertelement <4 x i32> undef, i32 %v312, i32 0
  %v344 = insertelement <4 x i32> %v343, i32 %v322, i32 1
  %v345 = insertelement <4 x i32> %v344, i32 %v332, i32 2
  %v346 = insertelement <4 x i32> %v345, i32 %v342, i32 3
  %v347 = bitcast i8 addrspace(1)* %v286 to <4 x i32> addrspace(1)*
  store <4 x i32> %v346, <4 x i32> addrspace(1)* %v347, align 16
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i8 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32)* @pad_nan, !"kernel", i32 1}
!1 = !{void (i8 addrspace(1)*, i32, i32, i8 addrspace(1)*, i32, i32)* @pad_nan, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 461 lines, sha256 47932c7920546a2c9ee07a7c6264b018f162f4121394ead37ce2ade4d1abbae4
; lines with addrspace(1) 73

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 461 lines, sha256 bf0d5744f428c127c82a93d55cc839032eabff4a87854f70b45a332edb0e6aae
; lines with addrspace(1) 73

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 461 lines, sha256 1755f0a4f98aa428c8bb59e71d86cdf9a0eb5d825bc8793521f729055f5c0712
; lines with addrspace(1) 73

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 461 lines, sha256 b2eb54099dc62ef147e926246ac57f51738278e7b9fa7113a2294b7a32bafa61
; lines with addrspace(1) 73

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 311 lines, sha256 eb8a77c5e0968b5885efcb872b4cc0b8e5c5c507811fc7b5ec632811fefc0d4a
; lines with addrspace(1) 21

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 311 lines, sha256 1cd99d60ff4305c7a26dd8190525227185f0ca5ee39dfc45d5e8653339090459
; lines with addrspace(1) 21

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 311 lines, sha256 1237fc437c033afff5930099a0d60d13c3d28c4d935afa756700ef5bbf3d18e7
; lines with addrspace(1) 21

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 311 lines, sha256 26ffb3aeaecb46d2a92da4b4f0bf00ca50ae71200a9fa8a9016bc740d64a8fb3
; lines with addrspace(1) 21

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 395 lines, sha256 b4860f98e243fe07a37e559057193b402774ab2c46266f995a9184e31b9076bb
; lines with addrspace(1) 73

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 395 lines, sha256 0382a06f3a41cdaed089d013ccb35f6121dcca13cc774b306a55396e12c68b01
; lines with addrspace(1) 73

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 395 lines, sha256 3f12182d02f1ad9a4a276abb1322bca2bb240aca5c4b6937293c62605d336f6b
; lines with addrspace(1) 73

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 395 lines, sha256 289a183a6a44ceedf0c326b39099a98d7f369609db9ab0093bf63ec6cd6af12c
; lines with addrspace(1) 73

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 311 lines, sha256 eb8a77c5e0968b5885efcb872b4cc0b8e5c5c507811fc7b5ec632811fefc0d4a
; lines with addrspace(1) 21

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 311 lines, sha256 7d5dfcbdb3cfac3958bea1e8d1d9b9491c0d587a04af64571e1c07deb66a1641
; lines with addrspace(1) 21

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 311 lines, sha256 89f046f74011eaf34e3e94f3d137e914002f41002139dbb5bb41bda21f43226c
; lines with addrspace(1) 21

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 311 lines, sha256 26ffb3aeaecb46d2a92da4b4f0bf00ca50ae71200a9fa8a9016bc740d64a8fb3
; lines with addrspace(1) 21

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 395 lines, sha256 b4860f98e243fe07a37e559057193b402774ab2c46266f995a9184e31b9076bb
; lines with addrspace(1) 73

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 395 lines, sha256 4a2a22a24fff8ca3bbc8d09ac0dadba3d1edd0d4d3b68b2781c2953e4c772227
; lines with addrspace(1) 73

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 395 lines, sha256 e015c5aa402a5eaba80cb2525150d70ecc4feb21bfb96a521f837059bd6298f5
; lines with addrspace(1) 73

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 395 lines, sha256 289a183a6a44ceedf0c326b39099a98d7f369609db9ab0093bf63ec6cd6af12c
; lines with addrspace(1) 73

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 1462 lines, sha256 b4ca30744d33d026c72a7cc357d748acebdc44d6df27b481c554b578e2a2b35b
; lines with addrspace(1) 21

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 1462 lines, sha256 b1ce990950f81a3e9c00e5089505d9313c298729657e32d769ecc4a3abd92621
; lines with addrspace(1) 21

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 1462 lines, sha256 820b3cc91e2c06f3b43f811b7d4d0281093d2e53c451287292178e1c4a714334
; lines with addrspace(1) 21

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 1462 lines, sha256 aa017102c66e6c62738ee08179d1abbdbbfae43523a0bbb6e49f887e91687daf
; lines with addrspace(1) 21

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 1537 lines, sha256 94dfbb11e4d4a00798108b40d18e67c1183cc3ce874ab199f8e859849a804b58
; lines with addrspace(1) 73

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 1537 lines, sha256 c78781038c566605b951002d6edd4f4a57d47e1c43317b6aa0cd9e76c021d3e4
; lines with addrspace(1) 73

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 1537 lines, sha256 edf119cd86c98fa79883cd5f44e97588f9f04d11c967d19c601bda99ca345175
; lines with addrspace(1) 73

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 1537 lines, sha256 4b3ae50e621fd2e198bcbc67e610d5e248374e38257394f4c50ea85a004ddcc9
; lines with addrspace(1) 73

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 201 lines, sha256 8090c2bb2cb23dd1fe6e1382341ae9cf755d99ead5b1b5b968d632177c515ce3
; lines with addrspace(1) 15

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 201 lines, sha256 517b838731a8ae3b389465bee7ad121fc63f352462b63dd76dc756b87d849ec1
; lines with addrspace(1) 15

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 201 lines, sha256 4314c9cc6fd93dfd56e7e67e48fa7f62fb714428a9c188914df753431a508a3c
; lines with addrspace(1) 15

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 201 lines, sha256 71294ac9f9a50ab9c9e44844f795a1d50714e91a3a415821a9639e764c63e382
; lines with addrspace(1) 15

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 235 lines, sha256 54850a4e8d9895c703771dbd75507687e778a15b36e60b8003b78b004449c6e4
; lines with addrspace(1) 41

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 235 lines, sha256 6f5a83d40e361f3e36d7b067d86ae5cd0e6ab5709744ff4dc2ae0cd8d4f31f2e
; lines with addrspace(1) 41

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 235 lines, sha256 2fe066d146ce9a5b739778b3f559344ff0da0384f2e0a6e7cc1303bfc1505f50
; lines with addrspace(1) 41

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 235 lines, sha256 ba79040b88b9ff8ad0cc515b59410f3e27d6795f67340e4637f1522762911489
; lines with addrspace(1) 41

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 272 lines, sha256 2baa1e9b7ad2a30959b0880b2a863209d1e5b173ac01b313718e73f559954ae9
; lines with addrspace(1) 15

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 272 lines, sha256 0a18172783e571aa39024968a84d3aaca3733d6071c06016d6ba36b48e4fe0d5
; lines with addrspace(1) 15

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 272 lines, sha256 d7514a41762cf06b82670b3d83569f74e73c0bad3aaefcd82039517561033d3f
; lines with addrspace(1) 15

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 272 lines, sha256 9eaf1b2075a6c55638dfe1fb0947dd057cc957fe058ff81733c33af685d801bf
; lines with addrspace(1) 15

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 293 lines, sha256 e65ce23e84e2bcbbcf8e5884c332fea8cbf2600f3eb637dc98eabbafbf5d44f5
; lines with addrspace(1) 41

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 293 lines, sha256 ff2dc9766ef80bd7648a8eeb077119e6cb3700bbfb1372ab5437388ddb768c52
; lines with addrspace(1) 41

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 293 lines, sha256 8ef34a7a767369192c1a15cac02af13ef444b0f0e7abe904869d3088bfe09307
; lines with addrspace(1) 41

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 293 lines, sha256 0257b9eca6f453e3002620c66aacd81cbc23704661d9b7726e9118d447a802d3
; lines with addrspace(1) 41

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 304 lines, sha256 7dc88826643bbdaf5134208fd722d64f7cab6e27346ebced5262657501f80d04
; lines with addrspace(1) 15

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 304 lines, sha256 ad740d403abfa52ecdb3fc3e5935d198e57fec29bb31cb370b12434110d10f13
; lines with addrspace(1) 15

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 304 lines, sha256 b10133be6c95e7d80bf54653defe661e3e39c4189378bf2be27c9c39ea3b2fe1
; lines with addrspace(1) 15

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 304 lines, sha256 ac36262747e8738ff557d393487eae199a34f79884c560f304246ed294d15227
; lines with addrspace(1) 15

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 334 lines, sha256 a943297e7670ec4cd35729f4e7f3ebcb4990a8dd14ae1fc4875632815e77d481
; lines with addrspace(1) 41

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 334 lines, sha256 c71245b3d7d77639cfc11514268097637df7099f109886acd9aab4f8e6330a50
; lines with addrspace(1) 41

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 334 lines, sha256 a8de623433389022dd462f9759683fdb856fa131a69e96b94e1d1ec31f02d905
; lines with addrspace(1) 41

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 334 lines, sha256 02a6dd28b0430a9316dfdcfedcabf397ec3bb1e1e74f70570fa93344653d6f56
; lines with addrspace(1) 41

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 141 lines, sha256 7c317a56194130c43e2ab4a87d6d6ba6a33a468958f75f06580c1eea6139c992
; lines with addrspace(1) 15

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 141 lines, sha256 927c32eaabbe747f292a5fd22eeace632c30aa4c6f195f9122395e425d66e227
; lines with addrspace(1) 15

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 141 lines, sha256 c876fafc84bac5d67b6602e1aa5b7127e6db8747989a25954852e989c317d5da
; lines with addrspace(1) 15

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 141 lines, sha256 668cc0708d23fd6bc6abe50a66bf01f90ef3d390ff0bc492c72fe9969c0d2df1
; lines with addrspace(1) 15

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 159 lines, sha256 7ad6293034ebb75e123fed942d23273ee8fca9ff7c356d9df6ce81f3018520da
; lines with addrspace(1) 25

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 159 lines, sha256 eadbe5423807411c10611c0d9958d18fdb3b626178bbf124f2c0c764b78a9d1c
; lines with addrspace(1) 25

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 159 lines, sha256 0177ea553ad2655512ffe808cb6fb22b9777e758efcf355f73ce8a90cc83917e
; lines with addrspace(1) 25

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 159 lines, sha256 101a030c6803ccb84200cd8ce1e11e45de6028d022d27b36e2447a54ba8368f2
; lines with addrspace(1) 25

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 146 lines, sha256 5be2e3a0896cccacb8823a17083c41b64cc2eba22ed38d740e7a61a134b5c659
; lines with addrspace(1) 15

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 146 lines, sha256 268993a4d7b37327b0cab7eef5f327ca23e97f767ac6c6e21f63af2619262188
; lines with addrspace(1) 15

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 146 lines, sha256 19d36e401d7035bbae43f8fc30f89080206462b44073cc6c34674100cd732619
; lines with addrspace(1) 15

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 146 lines, sha256 f3a4024a4dedd01522e91faecf2b8ecae47f80e5b1455618fe7ce0cfa6a0f583
; lines with addrspace(1) 15

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 164 lines, sha256 598f314c13a19be0f6eca530e5878d0b76a09c37ff753ffe82da3de693f8329c
; lines with addrspace(1) 25

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 164 lines, sha256 ac6ebce7e234d106e731750274c3e15ab52f5ddd7e312f5f1d86f11d4e8da639
; lines with addrspace(1) 25

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 164 lines, sha256 a735d28f267056c62ecab64f781c1952731e22e7865022991145bcdb8eb72662
; lines with addrspace(1) 25

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 164 lines, sha256 7af21854e482dbc04496e786aeb815eddc33e34ca63ff911317a45ce1b66d39c
; lines with addrspace(1) 25

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 132 lines, sha256 7dcb5730fdb795fb7029d19e3134140925831e44ca9efe2ce72bea1d4307fc76
; lines with addrspace(1) 15

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 132 lines, sha256 80a254c553eb3b215707d55ef4c127beaa06d069d0d7a3be721fe530f91b6557
; lines with addrspace(1) 15

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 132 lines, sha256 73c0674b2b7b9c7b43cc6ec18d39f79a10f5b0fa90bedc83d75a76c45fcd5bbd
; lines with addrspace(1) 15

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 132 lines, sha256 0a54e2a8a75228556f5ae55999b1f1fa63b95c6294c3d932d59225d6ebec4704
; lines with addrspace(1) 15

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 134 lines, sha256 f58b825d500782a875241ffc6946b682f0a5dd06a74d1d490a717bbd842b9a01
; lines with addrspace(1) 17

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 134 lines, sha256 2da88972de54e1f7a0371be65d2725165a88c49eb6949b0896c601f9cce8ff60
; lines with addrspace(1) 17

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 134 lines, sha256 70bbcd09bd629dc566b788b922c20d07536c5d7b95c231ab1d8ef7cff9e1ff3c
; lines with addrspace(1) 17

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 134 lines, sha256 206e9ac1ad90472fa40edeb285bde25b9ce118e6551e7aa66d957e76e2b72338
; lines with addrspace(1) 17

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 135 lines, sha256 bc919fb162e30ff356e116bf14a7f80b17f6230cb2462683d1b1abe4c0659bd9
; lines with addrspace(1) 15

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 135 lines, sha256 98d6bae7b5de18f359512bc4dd91b6e95352aefb04476c30047ec35538e6377f
; lines with addrspace(1) 15

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 135 lines, sha256 cc26e25e493fd927bd88cd558d5a9d73ec9046648884bd7de24e6b40007c778e
; lines with addrspace(1) 15

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 135 lines, sha256 e6429a0b59aaa108c81483ba44e7d17c3a5df064f3043536f19d85dd4a902dcb
; lines with addrspace(1) 15

; kernel pad_zero [T=64]
; another specialisation of `pad_zero` (the first is written out above): 137 lines, sha256 9d876d902f1c672adde9eb63e3ed32a43d486f449353098484dc52bbb7d9654f
; lines with addrspace(1) 17

; kernel pad_neg_inf [T=64]
; another specialisation of `pad_neg_inf` (the first is written out above): 137 lines, sha256 080e0d7e5b54f919e3a06591d63ff3fea375af2172bfa9f189ea0012aa4c8637
; lines with addrspace(1) 17

; kernel pad_pos_inf [T=64]
; another specialisation of `pad_pos_inf` (the first is written out above): 137 lines, sha256 ea5a2dd537bcecdf54aa9d5317d7b9e4c357619e4a0733494728ec93c2051344
; lines with addrspace(1) 17

; kernel pad_nan [T=64]
; another specialisation of `pad_nan` (the first is written out above): 137 lines, sha256 84a320aa85b11a60315a9b77aff2f919ac3cf2e04f5c3167b00046de18182c9a
; lines with addrspace(1) 17

; kernel pad_pos_inf_transposed [TC=16, TR=8]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @pad_pos_inf_transposed(i8 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, i8 addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 3
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 4
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 5
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 6
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v19, 3
  %v21 = and i32 %v20, 15
  %v22 = and i32 %v19, 7
  %v23 = sext i32 %v4 to i64
  %v24 = mul i64 %v23, 16
  %v25 = zext i32 %v21 to i64
  %v26 = add i64 %v24, %v25
  %v27 = zext i32 %p2 to i64
  %v28 = add i64 %v24, 16
  %v29 = icmp sle i64 %v28, %v27
  %v30 = icmp sge i64 %v23, 0
  %v31 = and i1 %v29, %v30
  %v32 = sext i32 %v5 to i64
  %v33 = mul i64 %v32, 8
  %v34 = zext i32 %v22 to i64
  %v35 = add i64 %v33, %v34
  %v36 = sext i32 %p3 to i64
  %v37 = zext i32 %p1 to i64
  %v38 = mul i64 %v35, %v36
  %v39 = add i64 %v26, %v38
  %v40 = add i64 %v33, 8
  %v41 = icmp sle i64 %v40, %v37
  %v42 = icmp sge i64 %v32, 0
  %v43 = and i1 %v41, %v42
  %v44 = and i1 %v31, %v43
  br i1 %v44, label %ld_full1, label %ld_edge2
ld_full1:
  %v45 = icmp ult i64 %v26, %v27
  %v46 = icmp ult i64 %v35, %v37
  %v47 = and i1 %v45, %v46
  %v48 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v39
  %v49 = load i8, i8 addrspace(1)* %v48, align 1
  %v50 = icmp ne i8 %v49, 0
  %v51 = icmp ult i64 %v26, %v27
  %v52 = add i64 %v39, %v36
  %v53 = add i64 %v35, 1
  %v54 = icmp ult i64 %v53, %v37
  %v55 = and i1 %v51, %v54
  %v56 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v52
  %v57 = load i8, i8 addrspace(1)* %v56, align 1
  %v58 = icmp ne i8 %v57, 0
  %v59 = icmp ult i64 %v26, %v27
  %v60 = mul i64 2, %v36
  %v61 = add i64 %v39, %v60
  %v62 = add i64 %v35, 2
  %v63 = icmp ult i64 %v62, %v37
  %v64 = and i1 %v59, %v63
  %v65 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v61
  %v66 = load i8, i8 addrspace(1)* %v65, align 1
  %v67 = icmp ne i8 %v66, 0
  %v68 = icmp ult i64 %v26, %v27
  %v69 = mul i64 3, %v36
  %v70 = add i64 %v39, %v69
  %v71 = add i64 %v35, 3
  %v72 = icmp ult i64 %v71, %v37
  %v73 = and i1 %v68, %v72
  %v74 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v70
  %v75 = load i8, i8 addrspace(1)* %v74, align 1
  %v76 = icmp ne i8 %v75, 0
  %v77 = icmp ult i64 %v26, %v27
  %v78 = mul i64 4, %v36
  %v79 = add i64 %v39, %v78
  %v80 = add i64 %v35, 4
  %v81 = icmp ult i64 %v80, %v37
  %v82 = and i1 %v77, %v81
  %v83 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v79
  %v84 = load i8, i8 addrspace(1)* %v83, align 1
  %v85 = icmp ne i8 %v84, 0
  %v86 = icmp ult i64 %v26, %v27
  %v87 = mul i64 5, %v36
  %v88 = add i64 %v39, %v87
  %v89 = add i64 %v35, 5
  %v90 = icmp ult i64 %v89, %v37
  %v91 = and i1 %v86, %v90
  %v92 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v88
  %v93 = load i8, i8 addrspace(1)* %v92, align 1
  %v94 = icmp ne i8 %v93, 0
  %v95 = icmp ult i64 %v26, %v27
  %v96 = mul i64 6, %v36
  %v97 = add i64 %v39, %v96
  %v98 = add i64 %v35, 6
  %v99 = icmp ult i64 %v98, %v37
  %v100 = and i1 %v95, %v99
  %v101 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v97
  %v102 = load i8, i8 addrspace(1)* %v101, align 1
  %v103 = icmp ne i8 %v102, 0
  %v104 = icmp ult i64 %v26, %v27
  %v105 = mul i64 7, %v36
  %v106 = add i64 %v39, %v105
  %v107 = add i64 %v35, 7
  %v108 = icmp ult i64 %v107, %v37
  %v109 = and i1 %v104, %v108
  %v110 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v106
  %v111 = load i8, i8 addrspace(1)* %v110, align 1
  %v112 = icmp ne i8 %v111, 0
  br label %ld_done3
ld_edge2:
  %v113 = zext i1 true to i8
  %v114 = zext i8 %v113 to i16
  %v115 = icmp ult i64 %v26, %v27
  %v116 = icmp ult i64 %v35, %v37
  %v117 = and i1 %v115, %v116
  %v118 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v39
  %v119 = ptrtoint i8 addrspace(1)* %v118 to i64
  %v120 = zext i1 %v117 to i32
  %v121 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.u8 $0, [$1]; }", "=h,l,r,0"(i64 %v119, i32 %v120, i16 %v114)
  %v122 = trunc i16 %v121 to i8
  %v123 = icmp ne i8 %v122, 0
  %v124 = icmp ult i64 %v26, %v27
  %v125 = add i64 %v39, %v36
  %v126 = add i64 %v35, 1
  %v127 = icmp ult i64 %v126, %v37
  %v128 = and i1 %v124, %v127
  %v129 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v125
  %v130 = ptrtoint i8 addrspace(1)* %v129 to i64
  %v131 = zext i1 %v128 to i32
  %v132 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.u8 $0, [$1]; }", "=h,l,r,0"(i64 %v130, i32 %v131, i16 %v114)
  %v133 = trunc i16 %v132 to i8
  %v134 = icmp ne i8 %v133, 0
  %v135 = icmp ult i64 %v26, %v27
  %v136 = mul i64 2, %v36
  %v137 = add i64 %v39, %v136
  %v138 = add i64 %v35, 2
  %v139 = icmp ult i64 %v138, %v37
  %v140 = and i1 %v135, %v139
  %v141 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v137
  %v142 = ptrtoint i8 addrspace(1)* %v141 to i64
  %v143 = zext i1 %v140 to i32
  %v144 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.u8 $0, [$1]; }", "=h,l,r,0"(i64 %v142, i32 %v143, i16 %v114)
  %v145 = trunc i16 %v144 to i8
  %v146 = icmp ne i8 %v145, 0
  %v147 = icmp ult i64 %v26, %v27
  %v148 = mul i64 3, %v36
  %v149 = add i64 %v39, %v148
  %v150 = add i64 %v35, 3
  %v151 = icmp ult i64 %v150, %v37
  %v152 = and i1 %v147, %v151
  %v153 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v149
  %v154 = ptrtoint i8 addrspace(1)* %v153 to i64
  %v155 = zext i1 %v152 to i32
  %v156 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.u8 $0, [$1]; }", "=h,l,r,0"(i64 %v154, i32 %v155, i16 %v114)
  %v157 = trunc i16 %v156 to i8
  %v158 = icmp ne i8 %v157, 0
  %v159 = icmp ult i64 %v26, %v27
  %v160 = mul i64 4, %v36
  %v161 = add i64 %v39, %v160
  %v162 = add i64 %v35, 4
  %v163 = icmp ult i64 %v162, %v37
  %v164 = and i1 %v159, %v163
  %v165 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v161
  %v166 = ptrtoint i8 addrspace(1)* %v165 to i64
  %v167 = zext i1 %v164 to i32
  %v168 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.u8 $0, [$1]; }", "=h,l,r,0"(i64 %v166, i32 %v167, i16 %v114)
  %v169 = trunc i16 %v168 to i8
  %v170 = icmp ne i8 %v169, 0
  %v171 = icmp ult i64 %v26, %v27
  %v172 = mul i64 5, %v36
  %v173 = add i64 %v39, %v172
  %v174 = add i64 %v35, 5
  %v175 = icmp ult i64 %v174, %v37
  %v176 = and i1 %v171, %v175
  %v177 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v173
  %v178 = ptrtoint i8 addrspace(1)* %v177 to i64
  %v179 = zext i1 %v176 to i32
  %v180 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.u8 $0, [$1]; }", "=h,l,r,0"(i64 %v178, i32 %v179, i16 %v114)
  %v181 = trunc i16 %v180 to i8
  %v182 = icmp ne i8 %v181, 0
  %v183 = icmp ult i64 %v26, %v27
  %v184 = mul i64 6, %v36
  %v185 = add i64 %v39, %v184
  %v186 = add i64 %v35, 6
  %v187 = icmp ult i64 %v186, %v37
  %v188 = and i1 %v183, %v187
  %v189 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v185
  %v190 = ptrtoint i8 addrspace(1)* %v189 to i64
  %v191 = zext i1 %v188 to i32
  %v192 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.u8 $0, [$1]; }", "=h,l,r,0"(i64 %v190, i32 %v191, i16 %v114)
  %v193 = trunc i16 %v192 to i8
  %v194 = icmp ne i8 %v193, 0
  %v195 = icmp ult i64 %v26, %v27
  %v196 = mul i64 7, %v36
  %v197 = add i64 %v39, %v196
  %v198 = add i64 %v35, 7
  %v199 = icmp ult i64 %v198, %v37
  %v200 = and i1 %v195, %v199
  %v201 = getelementptr inbounds i8, i8 addrspace(1)* %p0, i64 %v197
  %v202 = ptrtoint i8 addrspace(1)* %v201 to i64
  %v203 = zext i1 %v200 to i32
  %v204 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.u8 $0, [$1]; }", "=h,l,r,0"(i64 %v202, i32 %v203, i16 %v114)
  %v205 = trunc i16 %v204 to i8
  %v206 = icmp ne i8 %v205, 0
  br label %ld_done3
ld_done3:
  %v207 = phi i1 [ %v50, %ld_full1 ], [ %v123, %ld_edge2 ]
  %v208 = phi i1 [ %v58, %ld_full1 ], [ %v134, %ld_edge2 ]
  %v209 = phi i1 [ %v67, %ld_full1 ], [ %v146, %ld_edge2 ]
  %v210 = phi i1 [ %v76, %ld_full1 ], [ %v158, %ld_edge2 ]
  %v211 = phi i1 [ %v85, %ld_full1 ], [ %v170, %ld_edge2 ]
  %v212 = phi i1 [ %v94, %ld_full1 ], [ %v182, %ld_edge2 ]
  %v213 = phi i1 [ %v103, %ld_full1 ], [ %v194, %ld_edge2 ]
  %v214 = phi i1 [ %v112, %ld_full1 ], [ %v206, %ld_edge2 ]
  %v215 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v216 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v217 = and i32 %v2, 1
  %v218 = shl i32 %v217, 3
  %v219 = lshr i32 %v2, 1
  %v220 = and i32 %v219, 1
  %v221 = shl i32 %v220, 4
  %v222 = or i32 %v218, %v221
  %v223 = lshr i32 %v2, 2
  %v224 = and i32 %v223, 1
  %v225 = shl i32 %v224, 5
  %v226 = or i32 %v222, %v225
  %v227 = lshr i32 %v2, 3
  %v228 = and i32 %v227, 1
  %v229 = shl i32 %v228, 6
  %v230 = or i32 %v226, %v229
  %v231 = lshr i32 %v230, 3
  %v232 = and i32 %v231, 15
  %v233 = and i32 %v230, 7
  %v234 = sext i32 %v215 to i64
  %v235 = mul i64 %v234, 16
  %v236 = zext i32 %v232 to i64
  %v237 = add i64 %v235, %v236
  %v238 = sext i32 %p8 to i64
  %v239 = zext i32 %p6 to i64
  %v240 = mul i64 %v237, %v238
  %v241 = add i64 %v235, 16
  %v242 = icmp sle i64 %v241, %v239
  %v243 = icmp sge i64 %v234, 0
  %v244 = and i1 %v242, %v243
  %v245 = sext i32 %v216 to i64
  %v246 = mul i64 %v245, 8
  %v247 = zext i32 %v233 to i64
  %v248 = add i64 %v246, %v247
  %v249 = zext i32 %p7 to i64
  %v250 = add i64 %v240, %v248
  %v251 = add i64 %v246, 8
  %v252 = icmp sle i64 %v251, %v249
  %v253 = icmp sge i64 %v245, 0
  %v254 = and i1 %v252, %v253
  %v255 = and i1 %v244, %v254
  %v256 = and i32 %v2, 16
  %v257 = icmp eq i32 %v256, 0
  %v258 = and i32 %v3, 3
  %v259 = icmp eq i32 %v258, 0
  %v260 = and i1 %v257, %v259
  br i1 %v260, label %st_owner4, label %join5
st_owner4:
  br i1 %v255, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v261 = icmp ult i64 %v237, %v239
  %v262 = icmp ult i64 %v248, %v249
  %v263 = and i1 %v261, %v262
  %v264 = getelementptr inbounds i8, i8 addrspace(1)* %p5, i64 %v250
  %v265 = zext i1 %v207 to i8
  %v266 = zext i1 %v208 to i8
  %v267 = zext i1 %v209 to i8
  %v268 = zext i1 %v210 to i8
  %v269 = zext i1 %v211 to i8
  %v270 = zext i1 %v212 to i8
  %v271 = zext i1 %v213 to i8
  %v272 = zext i1 %v214 to i8
  %v273 = zext i8 %v265 to i32
  %v274 = zext i8 %v266 to i32
  %v275 = shl i32 %v274, 8
  %v276 = or i32 %v273, %v275
  %v277 = zext i8 %v267 to i32
  %v278 = shl i32 %v277, 16
  %v279 = or i32 %v276, %v278
  %v280 = zext i8 %v268 to i32
  %v281 = shl i32 %v280, 24
  %v282 = or i32 %v279, %v281
  %v283 = zext i8 %v269 to i32
  %v284 = zext i8 %v270 to i32
  %v285 = shl i32 %v284, 8
  %v286 = or i32 %v283, %v285
  %v287 = zext i8 %v271 to i32
  %v288 = shl i32 %v287, 16
  %v289 = or i32 %v286, %v288
  %v290 = zext i8 %v272 to i32
  %v291 = shl i32 %v290, 24
  %v292 = or i32 %v289, %v291
  %v293 = insertelement <2 x i32> undef, i32 %v282, i32 0
  %v294 = insertelement <2 x i32> %v293, i32 %v292, i32 1
  %v295 = bitcast i8 addrspace(1)* %v264 to <2 x i32> addrspace(1)*
  store <2 x i32> %v294, <2 x i32> addrspace(1)* %v295, align 8
  br label %st_done8
st_edge7:
  %v296 = icmp ult i64 %v237, %v239
  %v297 = icmp ult i64 %v248, %v249
  %v298 = and i1 %v296, %v297
  %v299 = getelementptr inbounds i8, i8 addrspace(1)* %p5, i64 %v250
  br i1 %v298, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v300 = zext i1 %v207 to i8
  %v301 = zext i1 %v208 to i8
  %v302 = zext i1 %v209 to i8
  %v303 = zext i1 %v210 to i8
  %v304 = zext i1 %v211 to i8
  %v305 = zext i1 %v212 to i8
  %v306 = zext i1 %v213 to i8
  %v307 = zext i1 %v214 to i8
  %v308 = zext i8 %v300 to i32
  %v309 = zext i8 %v301 to i32
  %v310 = shl i32 %v309, 8
  %v311 = or i32 %v308, %v310
  %v312 = zext i8 %v302 to i32
  %v313 = shl i32 %v312, 16
  %v314 = or i32 %v311, %v313
  %v315 = zext i8 %v303 to i32
  %v316 = shl i32 %v315, 24
  %v317 = or i32 %v314, %v316
  %v318 = zext i8 %v304 to i32
  %v319 = zext i8 %v305 to i32
  %v320 = shl i32 %v319, 8
  %v321 = or i32 %v318, %v320
  %v322 = zext i8 %v306 to i32
  %v323 = shl i32 %v322, 16
  %v324 = or i32 %v321, %v323
  %v325 = zext i8 %v307 to i32
  %v326 = shl i32 %v325, 24
  %v327 = or i32 %v324, %v326
  %v328 = insertelement <2 x i32> undef, i32 %v317, i32 0
  %v329 = insertelement <2 x i32> %v328, i32 %v327, i32 1
  %v330 = bitcast i8 addrspace(1)* %v299 to <2 x i32> addrspace(1)*
  store <2 x i32> %v329, <2 x i32> addrspace(1)* %v330, align 8
  br label %join10
join10:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i8 addrspace(1)*, i32, i32, i32, i32, i8 addrspace(1)*, i32, i32, i32, i32)* @pad_pos_inf_transposed, !"kernel", i32 1}
!1 = !{void (i8 addrspace(1)*, i32, i32, i32, i32, i8 addrspace(1)*, i32, i32, i32, i32)* @pad_pos_inf_transposed, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel pad_pos_inf_transposed [TC=16, TR=8]
; another specialisation of `pad_pos_inf_transposed` (the first is written out above): 336 lines, sha256 20108cc1e1c324c0de977341bd409bdfe71b1e3476ad235375cb11cd0cce1f4b
; lines with addrspace(1) 41

; kernel pad_pos_inf_transposed [TC=16, TR=8]
; another specialisation of `pad_pos_inf_transposed` (the first is written out above): 336 lines, sha256 01b6c0093f4df54e13263d0bce19890d7ec497419ecf4d43863b57aec7b815f7
; lines with addrspace(1) 41

; kernel pad_pos_inf_transposed [TC=16, TR=8]
; another specialisation of `pad_pos_inf_transposed` (the first is written out above): 918 lines, sha256 a636904068be6f49e9313e668c7509aa2b7a99548f2eadbc1b6f4dfe5a14bcf8
; lines with addrspace(1) 41

; kernel pad_pos_inf_transposed [TC=16, TR=8]
; another specialisation of `pad_pos_inf_transposed` (the first is written out above): 324 lines, sha256 7f582007a9b0abc3aab3f45c63dcedd291f12b1ea8a083604b080d8fd7707437
; lines with addrspace(1) 41

; kernel pad_pos_inf_transposed [TC=16, TR=8]
; another specialisation of `pad_pos_inf_transposed` (the first is written out above): 382 lines, sha256 fe4ed39b223425e10ffc72689e5bfcc65dd2da6dcb2ce85209ba201b1edc3a93
; lines with addrspace(1) 41

; kernel pad_pos_inf_transposed [TC=16, TR=8]
; another specialisation of `pad_pos_inf_transposed` (the first is written out above): 221 lines, sha256 2d80553303a94572056b397636020a3694a2739ffa72938f22e49c2aa0c01078
; lines with addrspace(1) 25

; kernel pad_pos_inf_transposed [TC=16, TR=8]
; another specialisation of `pad_pos_inf_transposed` (the first is written out above): 226 lines, sha256 1b0d06e7f473289de2976d7355d4815d6c38a8129200d36344626ba1f3b0a8c3
; lines with addrspace(1) 25

; kernel pad_pos_inf_transposed [TC=16, TR=8]
; another specialisation of `pad_pos_inf_transposed` (the first is written out above): 185 lines, sha256 a768f9d3b8c562a3a336c2d77376bd81360888c90dcebf9527c2a38409cfab1b
; lines with addrspace(1) 17
