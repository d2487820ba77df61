; kernel transpose_2d [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @transpose_2d(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 6
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 7
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 8
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v3, 2
  %v32 = and i32 %v31, 1
  %v33 = shl i32 %v32, 9
  %v34 = or i32 %v30, %v33
  %v35 = lshr i32 %v34, 6
  %v36 = and i32 %v35, 63
  %v37 = and i32 %v34, 63
  %v38 = sext i32 %v4 to i64
  %v39 = mul i64 %v38, 64
  %v40 = zext i32 %v36 to i64
  %v41 = add i64 %v39, %v40
  %v42 = sext i32 %p3 to i64
  %v43 = zext i32 %p1 to i64
  %v44 = mul i64 %v41, %v42
  %v45 = add i64 %v39, 64
  %v46 = icmp sle i64 %v45, %v43
  %v47 = icmp sge i64 %v38, 0
  %v48 = and i1 %v46, %v47
  %v49 = sext i32 %v5 to i64
  %v50 = mul i64 %v49, 64
  %v51 = zext i32 %v37 to i64
  %v52 = add i64 %v50, %v51
  %v53 = zext i32 %p2 to i64
  %v54 = add i64 %v44, %v52
  %v55 = add i64 %v50, 64
  %v56 = icmp sle i64 %v55, %v53
  %v57 = icmp sge i64 %v49, 0
  %v58 = and i1 %v56, %v57
  %v59 = and i1 %v48, %v58
  br i1 %v59, label %ld_full1, label %ld_edge2
ld_full1:
  %v60 = icmp ult i64 %v41, %v43
  %v61 = icmp ult i64 %v52, %v53
  %v62 = and i1 %v60, %v61
  %v63 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  %v64 = load float, float addrspace(1)* %v63, align 4
  %v65 = icmp ult i64 %v41, %v43
  %v66 = add i64 %v54, 1
  %v67 = add i64 %v52, 1
  %v68 = icmp ult i64 %v67, %v53
  %v69 = and i1 %v65, %v68
  %v70 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v66
  %v71 = load float, float addrspace(1)* %v70, align 4
  %v72 = icmp ult i64 %v41, %v43
  %v73 = add i64 %v54, 2
  %v74 = add i64 %v52, 2
  %v75 = icmp ult i64 %v74, %v53
  %v76 = and i1 %v72, %v75
  %v77 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v73
  %v78 = load float, float addrspace(1)* %v77, align 4
  %v79 = icmp ult i64 %v41, %v43
  %v80 = add i64 %v54, 3
  %v81 = add i64 %v52, 3
  %v82 = icmp ult i64 %v81, %v53
  %v83 = and i1 %v79, %v82
  %v84 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v80
  %v85 = load float, float addrspace(1)* %v84, align 4
  %v86 = mul i64 16, %v42
  %v87 = add i64 %v54, %v86
  %v88 = add i64 %v41, 16
  %v89 = icmp ult i64 %v88, %v43
  %v90 = icmp ult i64 %v52, %v53
  %v91 = and i1 %v89, %v90
  %v92 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v87
  %v93 = load float, float addrspace(1)* %v92, align 4
  %v94 = mul i64 16, %v42
  %v95 = add i64 %v54, %v94
  %v96 = add i64 %v41, 16
  %v97 = icmp ult i64 %v96, %v43
  %v98 = add i64 %v95, 1
  %v99 = add i64 %v52, 1
  %v100 = icmp ult i64 %v99, %v53
  %v101 = and i1 %v97, %v100
  %v102 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v98
  %v103 = load float, float addrspace(1)* %v102, align 4
  %v104 = mul i64 16, %v42
  %v105 = add i64 %v54, %v104
  %v106 = add i64 %v41, 16
  %v107 = icmp ult i64 %v106, %v43
  %v108 = add i64 %v105, 2
  %v109 = add i64 %v52, 2
  %v110 = icmp ult i64 %v109, %v53
  %v111 = and i1 %v107, %v110
  %v112 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v108
  %v113 = load float, float addrspace(1)* %v112, align 4
  %v114 = mul i64 16, %v42
  %v115 = add i64 %v54, %v114
  %v116 = add i64 %v41, 16
  %v117 = icmp ult i64 %v116, %v43
  %v118 = add i64 %v115, 3
  %v119 = add i64 %v52, 3
  %v120 = icmp ult i64 %v119, %v53
  %v121 = and i1 %v117, %v120
  %v122 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v118
  %v123 = load float, float addrspace(1)* %v122, align 4
  %v124 = mul i64 32, %v42
  %v125 = add i64 %v54, %v124
  %v126 = add i64 %v41, 32
  %v127 = icmp ult i64 %v126, %v43
  %v128 = icmp ult i64 %v52, %v53
  %v129 = and i1 %v127, %v128
  %v130 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v125
  %v131 = load float, float addrspace(1)* %v130, align 4
  %v132 = mul i64 32, %v42
  %v133 = add i64 %v54, %v132
  %v134 = add i64 %v41, 32
  %v135 = icmp ult i64 %v134, %v43
  %v136 = add i64 %v133, 1
  %v137 = add i64 %v52, 1
  %v138 = icmp ult i64 %v137, %v53
  %v139 = and i1 %v135, %v138
  %v140 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v136
  %v141 = load float, float addrspace(1)* %v140, align 4
  %v142 = mul i64 32, %v42
  %v143 = add i64 %v54, %v142
  %v144 = add i64 %v41, 32
  %v145 = icmp ult i64 %v144, %v43
  %v146 = add i64 %v143, 2
  %v147 = add i64 %v52, 2
  %v148 = icmp ult i64 %v147, %v53
  %v149 = and i1 %v145, %v148
  %v150 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v146
  %v151 = load float, float addrspace(1)* %v150, align 4
  %v152 = mul i64 32, %v42
  %v153 = add i64 %v54, %v152
  %v154 = add i64 %v41, 32
  %v155 = icmp ult i64 %v154, %v43
  %v156 = add i64 %v153, 3
  %v157 = add i64 %v52, 3
  %v158 = icmp ult i64 %v157, %v53
  %v159 = and i1 %v155, %v158
  %v160 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v156
  %v161 = load float, float addrspace(1)* %v160, align 4
  %v162 = mul i64 48, %v42
  %v163 = add i64 %v54, %v162
  %v164 = add i64 %v41, 48
  %v165 = icmp ult i64 %v164, %v43
  %v166 = icmp ult i64 %v52, %v53
  %v167 = and i1 %v165, %v166
  %v168 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v163
  %v169 = load float, float addrspace(1)* %v168, align 4
  %v170 = mul i64 48, %v42
  %v171 = add i64 %v54, %v170
  %v172 = add i64 %v41, 48
  %v173 = icmp ult i64 %v172, %v43
  %v174 = add i64 %v171, 1
  %v175 = add i64 %v52, 1
  %v176 = icmp ult i64 %v175, %v53
  %v177 = and i1 %v173, %v176
  %v178 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v174
  %v179 = load float, float addrspace(1)* %v178, align 4
  %v180 = mul i64 48, %v42
  %v181 = add i64 %v54, %v180
  %v182 = add i64 %v41, 48
  %v183 = icmp ult i64 %v182, %v43
  %v184 = add i64 %v181, 2
  %v185 = add i64 %v52, 2
  %v186 = icmp ult i64 %v185, %v53
  %v187 = and i1 %v183, %v186
  %v188 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v184
  %v189 = load float, float addrspace(1)* %v188, align 4
  %v190 = mul i64 48, %v42
  %v191 = add i64 %v54, %v190
  %v192 = add i64 %v41, 48
  %v193 = icmp ult i64 %v192, %v43
  %v194 = add i64 %v191, 3
  %v195 = add i64 %v52, 3
  %v196 = icmp ult i64 %v195, %v53
  %v197 = and i1 %v193, %v196
  %v198 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v194
  %v199 = load float, float addrspace(1)* %v198, align 4
  br label %ld_done3
ld_edge2:
  %v200 = bitcast float 0x0000000000000000 to i32
  %v201 = icmp ult i64 %v41, %v43
  %v202 = icmp ult i64 %v52, %v53
  %v203 = and i1 %v201, %v202
  %v204 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v54
  %v205 = ptrtoint float addrspace(1)* %v204 to i64
  %v206 = zext i1 %v203 to i32
  %v207 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v205, i32 %v206, i32 %v200)
  %v208 = bitcast i32 %v207 to float
  %v209 = icmp ult i64 %v41, %v43
  %v210 = add i64 %v54, 1
  %v211 = add i64 %v52, 1
  %v212 = icmp ult i64 %v211, %v53
  %v213 = and i1 %v209, %v212
  %v214 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v210
  %v215 = ptrtoint float addrspace(1)* %v214 to i64
  %v216 = zext i1 %v213 to i32
  %v217 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v215, i32 %v216, i32 %v200)
  %v218 = bitcast i32 %v217 to float
  %v219 = icmp ult i64 %v41, %v43
  %v220 = add i64 %v54, 2
  %v221 = add i64 %v52, 2
  %v222 = icmp ult i64 %v221, %v53
  %v223 = and i1 %v219, %v222
  %v224 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v220
  %v225 = ptrtoint float addrspace(1)* %v224 to i64
  %v226 = zext i1 %v223 to i32
  %v227 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v225, i32 %v226, i32 %v200)
  %v228 = bitcast i32 %v227 to float
  %v229 = icmp ult i64 %v41, %v43
  %v230 = add i64 %v54, 3
  %v231 = add i64 %v52, 3
  %v232 = icmp ult i64 %v231, %v53
  %v233 = and i1 %v229, %v232
  %v234 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v230
  %v235 = ptrtoint float addrspace(1)* %v234 to i64
  %v236 = zext i1 %v233 to i32
  %v237 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v235, i32 %v236, i32 %v200)
  %v238 = bitcast i32 %v237 to float
  %v239 = mul i64 16, %v42
  %v240 = add i64 %v54, %v239
  %v241 = add i64 %v41, 16
  %v242 = icmp ult i64 %v241, %v43
  %v243 = icmp ult i64 %v52, %v53
  %v244 = and i1 %v242, %v243
  %v245 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v240
  %v246 = ptrtoint float addrspace(1)* %v245 to i64
  %v247 = zext i1 %v244 to i32
  %v248 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v246, i32 %v247, i32 %v200)
  %v249 = bitcast i32 %v248 to float
  %v250 = mul i64 16, %v42
  %v251 = add i64 %v54, %v250
  %v252 = add i64 %v41, 16
  %v253 = icmp ult i64 %v252, %v43
  %v254 = add i64 %v251, 1
  %v255 = add i64 %v52, 1
  %v256 = icmp ult i64 %v255, %v53
  %v257 = and i1 %v253, %v256
  %v258 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v254
  %v259 = ptrtoint float addrspace(1)* %v258 to i64
  %v260 = zext i1 %v257 to i32
  %v261 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v259, i32 %v260, i32 %v200)
  %v262 = bitcast i32 %v261 to float
  %v263 = mul i64 16, %v42
  %v264 = add i64 %v54, %v263
  %v265 = add i64 %v41, 16
  %v266 = icmp ult i64 %v265, %v43
  %v267 = add i64 %v264, 2
  %v268 = add i64 %v52, 2
  %v269 = icmp ult i64 %v268, %v53
  %v270 = and i1 %v266, %v269
  %v271 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v267
  %v272 = ptrtoint float addrspace(1)* %v271 to i64
  %v273 = zext i1 %v270 to i32
  %v274 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v272, i32 %v273, i32 %v200)
  %v275 = bitcast i32 %v274 to float
  %v276 = mul i64 16, %v42
  %v277 = add i64 %v54, %v276
  %v278 = add i64 %v41, 16
  %v279 = icmp ult i64 %v278, %v43
  %v280 = add i64 %v277, 3
  %v281 = add i64 %v52, 3
  %v282 = icmp ult i64 %v281, %v53
  %v283 = and i1 %v279, %v282
  %v284 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v280
  %v285 = ptrtoint float addrspace(1)* %v284 to i64
  %v286 = zext i1 %v283 to i32
  %v287 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v285, i32 %v286, i32 %v200)
  %v288 = bitcast i32 %v287 to float
  %v289 = mul i64 32, %v42
  %v290 = add i64 %v54, %v289
  %v291 = add i64 %v41, 32
  %v292 = icmp ult i64 %v291, %v43
  %v293 = icmp ult i64 %v52, %v53
  %v294 = and i1 %v292, %v293
  %v295 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v290
  %v296 = ptrtoint float addrspace(1)* %v295 to i64
  %v297 = zext i1 %v294 to i32
  %v298 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v296, i32 %v297, i32 %v200)
  %v299 = bitcast i32 %v298 to float
  %v300 = mul i64 32, %v42
  %v301 = add i64 %v54, %v300
  %v302 = add i64 %v41, 32
  %v303 = icmp ult i64 %v302, %v43
  %v304 = add i64 %v301, 1
  %v305 = add i64 %v52, 1
  %v306 = icmp ult i64 %v305, %v53
  %v307 = and i1 %v303, %v306
  %v308 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v304
  %v309 = ptrtoint float addrspace(1)* %v308 to i64
  %v310 = zext i1 %v307 to i32
  %v311 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v309, i32 %v310, i32 %v200)
  %v312 = bitcast i32 %v311 to float
  %v313 = mul i64 32, %v42
  %v314 = add i64 %v54, %v313
  %v315 = add i64 %v41, 32
  %v316 = icmp ult i64 %v315, %v43
  %v317 = add i64 %v314, 2
  %v318 = add i64 %v52, 2
  %v319 = icmp ult i64 %v318, %v53
  %v320 = and i1 %v316, %v319
  %v321 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v317
  %v322 = ptrtoint float addrspace(1)* %v321 to i64
  %v323 = zext i1 %v320 to i32
  %v324 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v322, i32 %v323, i32 %v200)
  %v325 = bitcast i32 %v324 to float
  %v326 = mul i64 32, %v42
  %v327 = add i64 %v54, %v326
  %v328 = add i64 %v41, 32
  %v329 = icmp ult i64 %v328, %v43
  %v330 = add i64 %v327, 3
  %v331 = add i64 %v52, 3
  %v332 = icmp ult i64 %v331, %v53
  %v333 = and i1 %v329, %v332
  %v334 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v330
  %v335 = ptrtoint float addrspace(1)* %v334 to i64
  %v336 = zext i1 %v333 to i32
  %v337 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v335, i32 %v336, i32 %v200)
  %v338 = bitcast i32 %v337 to float
  %v339 = mul i64 48, %v42
  %v340 = add i64 %v54, %v339
  %v341 = add i64 %v41, 48
  %v342 = icmp ult i64 %v341, %v43
  %v343 = icmp ult i64 %v52, %v53
  %v344 = and i1 %v342, %v343
  %v345 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v340
  %v346 = ptrtoint float addrspace(1)* %v345 to i64
  %v347 = zext i1 %v344 to i32
  %v348 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v346, i32 %v347, i32 %v200)
  %v349 = bitcast i32 %v348 to float
  %v350 = mul i64 48, %v42
  %v351 = add i64 %v54, %v350
  %v352 = add i64 %v41, 48
  %v353 = icmp ult i64 %v352, %v43
  %v354 = add i64 %v351, 1
  %v355 = add i64 %v52, 1
  %v356 = icmp ult i64 %v355, %v53
  %v357 = and i1 %v353, %v356
  %v358 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v354
  %v359 = ptrtoint float addrspace(1)* %v358 to i64
  %v360 = zext i1 %v357 to i32
  %v361 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v359, i32 %v360, i32 %v200)
  %v362 = bitcast i32 %v361 to float
  %v363 = mul i64 48, %v42
  %v364 = add i64 %v54, %v363
  %v365 = add i64 %v41, 48
  %v366 = icmp ult i64 %v365, %v43
  %v367 = add i64 %v364, 2
  %v368 = add i64 %v52, 2
  %v369 = icmp ult i64 %v368, %v53
  %v370 = and i1 %v366, %v369
  %v371 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v367
  %v372 = ptrtoint float addrspace(1)* %v371 to i64
  %v373 = zext i1 %v370 to i32
  %v374 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v372, i32 %v373, i32 %v200)
  %v375 = bitcast i32 %v374 to float
  %v376 = mul i64 48, %v42
  %v377 = add i64 %v54, %v376
  %v378 = add i64 %v41, 48
  %v379 = icmp ult i64 %v378, %v43
  %v380 = add i64 %v377, 3
  %v381 = add i64 %v52, 3
  %v382 = icmp ult i64 %v381, %v53
  %v383 = and i1 %v379, %v382
  %v384 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v380
  %v385 = ptrtoint float addrspace(1)* %v384 to i64
  %v386 = zext i1 %v383 to i32
  %v387 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v385, i32 %v386, i32 %v200)
  %v388 = bitcast i32 %v387 to float
  br label %ld_done3
ld_done3:
  %v389 = phi float [ %v64, %ld_full1 ], [ %v208, %ld_edge2 ]
  %v390 = phi float [ %v71, %ld_full1 ], [ %v218, %ld_edge2 ]
  %v391 = phi float [ %v78, %ld_full1 ], [ %v228, %ld_edge2 ]
  %v392 = phi float [ %v85, %ld_full1 ], [ %v238, %ld_edge2 ]
  %v393 = phi float [ %v93, %ld_full1 ], [ %v249, %ld_edge2 ]
  %v394 = phi float [ %v103, %ld_full1 ], [ %v262, %ld_edge2 ]
  %v395 = phi float [ %v113, %ld_full1 ], [ %v275, %ld_edge2 ]
  %v396 = phi float [ %v123, %ld_full1 ], [ %v288, %ld_edge2 ]
  %v397 = phi float [ %v131, %ld_full1 ], [ %v299, %ld_edge2 ]
  %v398 = phi float [ %v141, %ld_full1 ], [ %v312, %ld_edge2 ]
  %v399 = phi float [ %v151, %ld_full1 ], [ %v325, %ld_edge2 ]
  %v400 = phi float [ %v161, %ld_full1 ], [ %v338, %ld_edge2 ]
  %v401 = phi float [ %v169, %ld_full1 ], [ %v349, %ld_edge2 ]
  %v402 = phi float [ %v179, %ld_full1 ], [ %v362, %ld_edge2 ]
  %v403 = phi float [ %v189, %ld_full1 ], [ %v375, %ld_edge2 ]
  %v404 = phi float [ %v199, %ld_full1 ], [ %v388, %ld_edge2 ]
  %v405 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v406 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.nvvm.barrier0()
  %v407 = and i32 %v2, 1
  %v408 = shl i32 %v407, 8
  %v409 = lshr i32 %v2, 1
  %v410 = and i32 %v409, 1
  %v411 = shl i32 %v410, 9
  %v412 = or i32 %v408, %v411
  %v413 = lshr i32 %v2, 2
  %v414 = and i32 %v413, 1
  %v415 = shl i32 %v414, 10
  %v416 = or i32 %v412, %v415
  %v417 = lshr i32 %v2, 3
  %v418 = and i32 %v417, 1
  %v419 = shl i32 %v418, 11
  %v420 = or i32 %v416, %v419
  %v421 = lshr i32 %v2, 4
  %v422 = and i32 %v421, 1
  %v423 = or i32 %v420, %v422
  %v424 = and i32 %v3, 1
  %v425 = shl i32 %v424, 1
  %v426 = or i32 %v423, %v425
  %v427 = lshr i32 %v3, 1
  %v428 = and i32 %v427, 1
  %v429 = shl i32 %v428, 2
  %v430 = or i32 %v426, %v429
  %v431 = lshr i32 %v3, 2
  %v432 = and i32 %v431, 1
  %v433 = shl i32 %v432, 3
  %v434 = or i32 %v430, %v433
  %v435 = shl i32 %v434, 2
  %v436 = lshr i32 %v435, 8
  %v437 = and i32 %v436, 7
  %v438 = shl i32 %v437, 4
  %v439 = xor i32 %v435, %v438
  %v440 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v439
  %v441 = bitcast i8 addrspace(3)* %v440 to float addrspace(3)*
  store float %v389, float addrspace(3)* %v441, align 4
  %v442 = xor i32 %v439, 272
  %v443 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v442
  %v444 = bitcast i8 addrspace(3)* %v443 to float addrspace(3)*
  store float %v390, float addrspace(3)* %v444, align 4
  %v445 = xor i32 %v439, 544
  %v446 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v445
  %v447 = bitcast i8 addrspace(3)* %v446 to float addrspace(3)*
  store float %v391, float addrspace(3)* %v447, align 4
  %v448 = xor i32 %v439, 816
  %v449 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v448
  %v450 = bitcast i8 addrspace(3)* %v449 to float addrspace(3)*
  store float %v392, float addrspace(3)* %v450, align 4
  %v451 = xor i32 %v439, 64
  %v452 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v451
  %v453 = bitcast i8 addrspace(3)* %v452 to float addrspace(3)*
  store float %v393, float addrspace(3)* %v453, align 4
  %v454 = xor i32 %v439, 336
  %v455 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v454
  %v456 = bitcast i8 addrspace(3)* %v455 to float addrspace(3)*
  store float %v394, float addrspace(3)* %v456, align 4
  %v457 = xor i32 %v439, 608
  %v458 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v457
  %v459 = bitcast i8 addrspace(3)* %v458 to float addrspace(3)*
  store float %v395, float addrspace(3)* %v459, align 4
  %v460 = xor i32 %v439, 880
  %v461 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v460
  %v462 = bitcast i8 addrspace(3)* %v461 to float addrspace(3)*
  store float %v396, float addrspace(3)* %v462, align 4
  %v463 = xor i32 %v439, 128
  %v464 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v463
  %v465 = bitcast i8 addrspace(3)* %v464 to float addrspace(3)*
  store float %v397, float addrspace(3)* %v465, align 4
  %v466 = xor i32 %v439, 400
  %v467 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v466
  %v468 = bitcast i8 addrspace(3)* %v467 to float addrspace(3)*
  store float %v398, float addrspace(3)* %v468, align 4
  %v469 = xor i32 %v439, 672
  %v470 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v469
  %v471 = bitcast i8 addrspace(3)* %v470 to float addrspace(3)*
  store float %v399, float addrspace(3)* %v471, align 4
  %v472 = xor i32 %v439, 944
  %v473 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v472
  %v474 = bitcast i8 addrspace(3)* %v473 to float addrspace(3)*
  store float %v400, float addrspace(3)* %v474, align 4
  %v475 = xor i32 %v439, 192
  %v476 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v475
  %v477 = bitcast i8 addrspace(3)* %v476 to float addrspace(3)*
  store float %v401, float addrspace(3)* %v477, align 4
  %v478 = xor i32 %v439, 464
  %v479 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v478
  %v480 = bitcast i8 addrspace(3)* %v479 to float addrspace(3)*
  store float %v402, float addrspace(3)* %v480, align 4
  %v481 = xor i32 %v439, 736
  %v482 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v481
  %v483 = bitcast i8 addrspace(3)* %v482 to float addrspace(3)*
  store float %v403, float addrspace(3)* %v483, align 4
  %v484 = xor i32 %v439, 1008
  %v485 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v484
  %v486 = bitcast i8 addrspace(3)* %v485 to float addrspace(3)*
  store float %v404, float addrspace(3)* %v486, align 4
  call void @llvm.nvvm.barrier0()
  %v487 = and i32 %v2, 1
  %v488 = shl i32 %v487, 2
  %v489 = lshr i32 %v2, 1
  %v490 = and i32 %v489, 1
  %v491 = shl i32 %v490, 3
  %v492 = or i32 %v488, %v491
  %v493 = lshr i32 %v2, 2
  %v494 = and i32 %v493, 1
  %v495 = shl i32 %v494, 4
  %v496 = or i32 %v492, %v495
  %v497 = lshr i32 %v2, 3
  %v498 = and i32 %v497, 1
  %v499 = shl i32 %v498, 5
  %v500 = or i32 %v496, %v499
  %v501 = lshr i32 %v2, 4
  %v502 = and i32 %v501, 1
  %v503 = shl i32 %v502, 6
  %v504 = or i32 %v500, %v503
  %v505 = and i32 %v3, 1
  %v506 = shl i32 %v505, 7
  %v507 = or i32 %v504, %v506
  %v508 = lshr i32 %v3, 1
  %v509 = and i32 %v508, 1
  %v510 = shl i32 %v509, 8
  %v511 = or i32 %v507, %v510
  %v512 = lshr i32 %v3, 2
  %v513 = and i32 %v512, 1
  %v514 = shl i32 %v513, 9
  %v515 = or i32 %v511, %v514
  %v516 = shl i32 %v515, 2
  %v517 = lshr i32 %v516, 8
  %v518 = and i32 %v517, 7
  %v519 = shl i32 %v518, 4
  %v520 = xor i32 %v516, %v519
  %v521 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v520
  %v522 = bitcast i8 addrspace(3)* %v521 to <4 x float> addrspace(3)*
  %v523 = load <4 x float>, <4 x float> addrspace(3)* %v522, align 16
  %v524 = extractelement <4 x float> %v523, i32 0
  %v525 = extractelement <4 x float> %v523, i32 1
  %v526 = extractelement <4 x float> %v523, i32 2
  %v527 = extractelement <4 x float> %v523, i32 3
  %v528 = xor i32 %v520, 4096
  %v529 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v528
  %v530 = bitcast i8 addrspace(3)* %v529 to <4 x float> addrspace(3)*
  %v531 = load <4 x float>, <4 x float> addrspace(3)* %v530, align 16
  %v532 = extractelement <4 x float> %v531, i32 0
  %v533 = extractelement <4 x float> %v531, i32 1
  %v534 = extractelement <4 x float> %v531, i32 2
  %v535 = extractelement <4 x float> %v531, i32 3
  %v536 = xor i32 %v520, 8192
  %v537 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v536
  %v538 = bitcast i8 addrspace(3)* %v537 to <4 x float> addrspace(3)*
  %v539 = load <4 x float>, <4 x float> addrspace(3)* %v538, align 16
  %v540 = extractelement <4 x float> %v539, i32 0
  %v541 = extractelement <4 x float> %v539, i32 1
  %v542 = extractelement <4 x float> %v539, i32 2
  %v543 = extractelement <4 x float> %v539, i32 3
  %v544 = xor i32 %v520, 12288
  %v545 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v544
  %v546 = bitcast i8 addrspace(3)* %v545 to <4 x float> addrspace(3)*
  %v547 = load <4 x float>, <4 x float> addrspace(3)* %v546, align 16
  %v548 = extractelement <4 x float> %v547, i32 0
  %v549 = extractelement <4 x float> %v547, i32 1
  %v550 = extractelement <4 x float> %v547, i32 2
  %v551 = extractelement <4 x float> %v547, i32 3
  %v552 = and i32 %v2, 1
  %v553 = shl i32 %v552, 2
  %v554 = lshr i32 %v2, 1
  %v555 = and i32 %v554, 1
  %v556 = shl i32 %v555, 3
  %v557 = or i32 %v553, %v556
  %v558 = lshr i32 %v2, 2
  %v559 = and i32 %v558, 1
  %v560 = shl i32 %v559, 4
  %v561 = or i32 %v557, %v560
  %v562 = lshr i32 %v2, 3
  %v563 = and i32 %v562, 1
  %v564 = shl i32 %v563, 5
  %v565 = or i32 %v561, %v564
  %v566 = lshr i32 %v2, 4
  %v567 = and i32 %v566, 1
  %v568 = shl i32 %v567, 6
  %v569 = or i32 %v565, %v568
  %v570 = and i32 %v3, 1
  %v571 = shl i32 %v570, 7
  %v572 = or i32 %v569, %v571
  %v573 = lshr i32 %v3, 1
  %v574 = and i32 %v573, 1
  %v575 = shl i32 %v574, 8
  %v576 = or i32 %v572, %v575
  %v577 = lshr i32 %v3, 2
  %v578 = and i32 %v577, 1
  %v579 = shl i32 %v578, 9
  %v580 = or i32 %v576, %v579
  %v581 = lshr i32 %v580, 6
  %v582 = and i32 %v581, 63
  %v583 = and i32 %v580, 63
  %v584 = sext i32 %v405 to i64
  %v585 = mul i64 %v584, 64
  %v586 = zext i32 %v582 to i64
  %v587 = add i64 %v585, %v586
  %v588 = sext i32 %p8 to i64
  %v589 = zext i32 %p6 to i64
  %v590 = mul i64 %v587, %v588
  %v591 = add i64 %v585, 64
  %v592 = icmp sle i64 %v591, %v589
  %v593 = icmp sge i64 %v584, 0
  %v594 = and i1 %v592, %v593
  %v595 = sext i32 %v406 to i64
  %v596 = mul i64 %v595, 64
  %v597 = zext i32 %v583 to i64
  %v598 = add i64 %v596, %v597
  %v599 = zext i32 %p7 to i64
  %v600 = add i64 %v590, %v598
  %v601 = add i64 %v596, 64
  %v602 = icmp sle i64 %v601, %v599
  %v603 = icmp sge i64 %v595, 0
  %v604 = and i1 %v602, %v603
  %v605 = and i1 %v594, %v604
  br i1 %v605, label %st_full4, label %st_edge5
st_full4:
  %v606 = icmp ult i64 %v587, %v589
  %v607 = icmp ult i64 %v598, %v599
  %v608 = and i1 %v606, %v607
  %v609 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v600
  %v610 = insertelement <4 x float> undef, float %v524, i32 0
  %v611 = insertelement <4 x float> %v610, float %v525, i32 1
  %v612 = insertelement <4 x float> %v611, float %v526, i32 2
  %v613 = insertelement <4 x float> %v612, float %v527, i32 3
  %v614 = bitcast float addrspace(1)* %v609 to <4 x float> addrspace(1)*
  store <4 x float> %v613, <4 x float> addrspace(1)* %v614, align 16
  %v615 = mul i64 16, %v588
  %v616 = add i64 %v600, %v615
  %v617 = add i64 %v587, 16
  %v618 = icmp ult i64 %v617, %v589
  %v619 = icmp ult i64 %v598, %v599
  %v620 = and i1 %v618, %v619
  %v621 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v616
  %v622 = insertelement <4 x float> undef, float %v532, i32 0
  %v623 = insertelement <4 x float> %v622, float %v533, i32 1
  %v624 = insertelement <4 x float> %v623, float %v534, i32 2
  %v625 = insertelement <4 x float> %v624, float %v535, i32 3
  %v626 = bitcast float addrspace(1)* %v621 to <4 x float> addrspace(1)*
  store <4 x float> %v625, <4 x float> addrspace(1)* %v626, align 16
  %v627 = mul i64 32, %v588
  %v628 = add i64 %v600, %v627
  %v629 = add i64 %v587, 32
  %v630 = icmp ult i64 %v629, %v589
  %v631 = icmp ult i64 %v598, %v599
  %v632 = and i1 %v630, %v631
  %v633 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v628
  %v634 = insertelement <4 x float> undef, float %v540, i32 0
  %v635 = insertelement <4 x float> %v634, float %v541, i32 1
  %v636 = insertelement <4 x float> %v635, float %v542, i32 2
  %v637 = insertelement <4 x float> %v636, float %v543, i32 3
  %v638 = bitcast float addrspace(1)* %v633 to <4 x float> addrspace(1)*
  store <4 x float> %v637, <4 x float> addrspace(1)* %v638, align 16
  %v639 = mul i64 48, %v588
  %v640 = add i64 %v600, %v639
  %v641 = add i64 %v587, 48
  %v642 = icmp ult i64 %v641, %v589
  %v643 = icmp ult i64 %v598, %v599
  %v644 = and i1 %v642, %v643
  %v645 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v640
  %v646 = insertelement <4 x float> undef, float %v548, i32 0
  %v647 = insertelement <4 x float> %v646, float %v549, i32 1
  %v648 = insertelement <4 x float> %v647, float %v550, i32 2
  %v649 = insertelement <4 x float> %v648, float %v551, i32 3
  %v650 = bitcast float addrspace(1)* %v645 to <4 x float> addrspace(1)*
  store <4 x float> %v649, <4 x float> addrspace(1)* %v650, align 16
  br label %st_done6
st_edge5:
  %v651 = icmp ult i64 %v587, %v589
  %v652 = icmp ult i64 %v598, %v599
  %v653 = and i1 %v651, %v652
  %v654 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v600
  br i1 %v653, label %st7, label %join8
st_done6:
  ret void
st7:
  %v655 = insertelement <4 x float> undef, float %v524, i32 0
  %v656 = insertelement <4 x float> %v655, float %v525, i32 1
  %v657 = insertelement <4 x float> %v656, float %v526, i32 2
  %v658 = insertelement <4 x float> %v657, float %v527, i32 3
  %v659 = bitcast float addrspace(1)* %v654 to <4 x float> addrspace(1)*
  store <4 x float> %v658, <4 x float> addrspace(1)* %v659, align 16
  br label %join8
join8:
  %v660 = mul i64 16, %v588
  %v661 = add i64 %v600, %v660
  %v662 = add i64 %v587, 16
  %v663 = icmp ult i64 %v662, %v589
  %v664 = icmp ult i64 %v598, %v599
  %v665 = and i1 %v663, %v664
  %v666 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v661
  br i1 %v665, label %st9, label %join10
st9:
  %v667 = insertelement <4 x float> undef, float %v532, i32 0
  %v668 = insertelement <4 x float> %v667, float %v533, i32 1
  %v669 = insertelement <4 x float> %v668, float %v534, i32 2
  %v670 = insertelement <4 x float> %v669, float %v535, i32 3
  %v671 = bitcast float addrspace(1)* %v666 to <4 x float> addrspace(1)*
  store <4 x float> %v670, <4 x float> addrspace(1)* %v671, align 16
  br label %join10
join10:
  %v672 = mul i64 32, %v588
  %v673 = add i64 %v600, %v672
  %v674 = add i64 %v587, 32
  %v675 = icmp ult i64 %v674, %v589
  %v676 = icmp ult i64 %v598, %v599
  %v677 = and i1 %v675, %v676
  %v678 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v673
  br i1 %v677, label %st11, label %join12
st11:
  %v679 = insertelement <4 x float> undef, float %v540, i32 0
  %v680 = insertelement <4 x float> %v679, float %v541, i32 1
  %v681 = insertelement <4 x float> %v680, float %v542, i32 2
  %v682 = insertelement <4 x float> %v681, float %v543, i32 3
  %v683 = bitcast float addrspace(1)* %v678 to <4 x float> addrspace(1)*
  store <4 x float> %v682, <4 x float> addrspace(1)* %v683, align 16
  br label %join12
join12:
  %v684 = mul i64 48, %v588
  %v685 = add i64 %v600, %v684
  %v686 = add i64 %v587, 48
  %v687 = icmp ult i64 %v686, %v589
  %v688 = icmp ult i64 %v598, %v599
  %v689 = and i1 %v687, %v688
  %v690 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v685
  br i1 %v689, label %st13, label %join14
st13:
  %v691 = insertelement <4 x float> undef, float %v548, i32 0
  %v692 = insertelement <4 x float> %v691, float %v549, i32 1
  %v693 = insertelement <4 x float> %v692, float %v550, i32 2
  %v694 = insertelement <4 x float> %v693, float %v551, i32 3
  %v695 = bitcast float addrspace(1)* %v690 to <4 x float> addrspace(1)*
  store <4 x float> %v694, <4 x float> addrspace(1)* %v695, align 16
  br label %join14
join14:
  br label %st_done6
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @transpose_2d, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @transpose_2d, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel transpose_2d [TM=32, TN=128]
; another specialisation of `transpose_2d` (the first is written out above): 825 lines, sha256 ec5f97103d046d951ed7b3b12a535438ed9589b7499185b187a0f3515a05765e
; lines with addrspace(1) 131

; kernel transpose_2d [TM=64, TN=64]
; another specialisation of `transpose_2d` (the first is written out above): 651 lines, sha256 d59b689af4f4a08c1533eedb7f81838aaf1df9ecd1ce267fe67052026ba4772c
; lines with addrspace(1) 91

; kernel transpose_2d [TM=32, TN=32]
; another specialisation of `transpose_2d` (the first is written out above): 416 lines, sha256 d7fb75fb2b4d53e34dfc45a05cf1f2efa7bc85c27ae1a017787fd3797fc7ddd6
; lines with barrier0 3, addrspace(3) 31, addrspace(1) 39

; kernel transpose_batched [TM=64, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 16

define void @transpose_batched(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, i32 %p5, i32 %p6, half addrspace(1)* noalias %p7, i32 %p8, i32 %p9, i32 %p10, i32 %p11, i32 %p12, i32 %p13) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v7 = and i32 %v2, 1
  %v8 = shl i32 %v7, 3
  %v9 = lshr i32 %v2, 1
  %v10 = and i32 %v9, 1
  %v11 = shl i32 %v10, 4
  %v12 = or i32 %v8, %v11
  %v13 = lshr i32 %v2, 2
  %v14 = and i32 %v13, 1
  %v15 = shl i32 %v14, 5
  %v16 = or i32 %v12, %v15
  %v17 = lshr i32 %v2, 3
  %v18 = and i32 %v17, 1
  %v19 = shl i32 %v18, 6
  %v20 = or i32 %v16, %v19
  %v21 = lshr i32 %v2, 4
  %v22 = and i32 %v21, 1
  %v23 = shl i32 %v22, 7
  %v24 = or i32 %v20, %v23
  %v25 = and i32 %v3, 1
  %v26 = shl i32 %v25, 8
  %v27 = or i32 %v24, %v26
  %v28 = lshr i32 %v3, 1
  %v29 = and i32 %v28, 1
  %v30 = shl i32 %v29, 9
  %v31 = or i32 %v27, %v30
  %v32 = lshr i32 %v3, 2
  %v33 = and i32 %v32, 1
  %v34 = shl i32 %v33, 10
  %v35 = or i32 %v31, %v34
  %v36 = lshr i32 %v35, 12
  %v37 = lshr i32 %v35, 6
  %v38 = and i32 %v37, 63
  %v39 = and i32 %v35, 63
  %v40 = sext i32 %v4 to i64
  %v41 = sext i32 %p4 to i64
  %v42 = zext i32 %p1 to i64
  %v43 = mul i64 %v40, %v41
  %v44 = add i64 %v40, 1
  %v45 = icmp sle i64 %v44, %v42
  %v46 = icmp sge i64 %v40, 0
  %v47 = and i1 %v45, %v46
  %v48 = sext i32 %v5 to i64
  %v49 = mul i64 %v48, 64
  %v50 = zext i32 %v38 to i64
  %v51 = add i64 %v49, %v50
  %v52 = sext i32 %p5 to i64
  %v53 = zext i32 %p2 to i64
  %v54 = mul i64 %v51, %v52
  %v55 = add i64 %v43, %v54
  %v56 = add i64 %v49, 64
  %v57 = icmp sle i64 %v56, %v53
  %v58 = icmp sge i64 %v48, 0
  %v59 = and i1 %v57, %v58
  %v60 = and i1 %v47, %v59
  %v61 = sext i32 %v6 to i64
  %v62 = mul i64 %v61, 64
  %v63 = zext i32 %v39 to i64
  %v64 = add i64 %v62, %v63
  %v65 = zext i32 %p3 to i64
  %v66 = add i64 %v55, %v64
  %v67 = add i64 %v62, 64
  %v68 = icmp sle i64 %v67, %v65
  %v69 = icmp sge i64 %v61, 0
  %v70 = and i1 %v68, %v69
  %v71 = and i1 %v60, %v70
  br i1 %v71, label %ld_full1, label %ld_edge2
ld_full1:
  %v72 = icmp ult i64 %v40, %v42
  %v73 = icmp ult i64 %v51, %v53
  %v74 = and i1 %v72, %v73
  %v75 = icmp ult i64 %v64, %v65
  %v76 = and i1 %v74, %v75
  %v77 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v66
  %v78 = bitcast half addrspace(1)* %v77 to i32 addrspace(1)*
  %v79 = load i32, i32 addrspace(1)* %v78, align 4
  %v80 = trunc i32 %v79 to i16
  %v81 = bitcast i16 %v80 to half
  %v82 = fpext half %v81 to float
  %v83 = lshr i32 %v79, 16
  %v84 = trunc i32 %v83 to i16
  %v85 = bitcast i16 %v84 to half
  %v86 = fpext half %v85 to float
  %v87 = icmp ult i64 %v40, %v42
  %v88 = icmp ult i64 %v51, %v53
  %v89 = and i1 %v87, %v88
  %v90 = add i64 %v66, 2
  %v91 = add i64 %v64, 2
  %v92 = icmp ult i64 %v91, %v65
  %v93 = and i1 %v89, %v92
  %v94 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v90
  %v95 = bitcast half addrspace(1)* %v94 to i32 addrspace(1)*
  %v96 = load i32, i32 addrspace(1)* %v95, align 4
  %v97 = trunc i32 %v96 to i16
  %v98 = bitcast i16 %v97 to half
  %v99 = fpext half %v98 to float
  %v100 = lshr i32 %v96, 16
  %v101 = trunc i32 %v100 to i16
  %v102 = bitcast i16 %v101 to half
  %v103 = fpext half %v102 to float
  %v104 = icmp ult i64 %v40, %v42
  %v105 = icmp ult i64 %v51, %v53
  %v106 = and i1 %v104, %v105
  %v107 = add i64 %v66, 4
  %v108 = add i64 %v64, 4
  %v109 = icmp ult i64 %v108, %v65
  %v110 = and i1 %v106, %v109
  %v111 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v107
  %v112 = bitcast half addrspace(1)* %v111 to i32 addrspace(1)*
  %v113 = load i32, i32 addrspace(1)* %v112, align 4
  %v114 = trunc i32 %v113 to i16
  %v115 = bitcast i16 %v114 to half
  %v116 = fpext half %v115 to float
  %v117 = lshr i32 %v113, 16
  %v118 = trunc i32 %v117 to i16
  %v119 = bitcast i16 %v118 to half
  %v120 = fpext half %v119 to float
  %v121 = icmp ult i64 %v40, %v42
  %v122 = icmp ult i64 %v51, %v53
  %v123 = and i1 %v121, %v122
  %v124 = add i64 %v66, 6
  %v125 = add i64 %v64, 6
  %v126 = icmp ult i64 %v125, %v65
  %v127 = and i1 %v123, %v126
  %v128 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v124
  %v129 = bitcast half addrspace(1)* %v128 to i32 addrspace(1)*
  %v130 = load i32, i32 addrspace(1)* %v129, align 4
  %v131 = trunc i32 %v130 to i16
  %v132 = bitcast i16 %v131 to half
  %v133 = fpext half %v132 to float
  %v134 = lshr i32 %v130, 16
  %v135 = trunc i32 %v134 to i16
  %v136 = bitcast i16 %v135 to half
  %v137 = fpext half %v136 to float
  %v138 = icmp ult i64 %v40, %v42
  %v139 = mul i64 32, %v52
  %v140 = add i64 %v66, %v139
  %v141 = add i64 %v51, 32
  %v142 = icmp ult i64 %v141, %v53
  %v143 = and i1 %v138, %v142
  %v144 = icmp ult i64 %v64, %v65
  %v145 = and i1 %v143, %v144
  %v146 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v140
  %v147 = bitcast half addrspace(1)* %v146 to i32 addrspace(1)*
  %v148 = load i32, i32 addrspace(1)* %v147, align 4
  %v149 = trunc i32 %v148 to i16
  %v150 = bitcast i16 %v149 to half
  %v151 = fpext half %v150 to float
  %v152 = lshr i32 %v148, 16
  %v153 = trunc i32 %v152 to i16
  %v154 = bitcast i16 %v153 to half
  %v155 = fpext half %v154 to float
  %v156 = icmp ult i64 %v40, %v42
  %v157 = mul i64 32, %v52
  %v158 = add i64 %v66, %v157
  %v159 = add i64 %v51, 32
  %v160 = icmp ult i64 %v159, %v53
  %v161 = and i1 %v156, %v160
  %v162 = add i64 %v158, 2
  %v163 = add i64 %v64, 2
  %v164 = icmp ult i64 %v163, %v65
  %v165 = and i1 %v161, %v164
  %v166 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v162
  %v167 = bitcast half addrspace(1)* %v166 to i32 addrspace(1)*
  %v168 = load i32, i32 addrspace(1)* %v167, align 4
  %v169 = trunc i32 %v168 to i16
  %v170 = bitcast i16 %v169 to half
  %v171 = fpext half %v170 to float
  %v172 = lshr i32 %v168, 16
  %v173 = trunc i32 %v172 to i16
  %v174 = bitcast i16 %v173 to half
  %v175 = fpext half %v174 to float
  %v176 = icmp ult i64 %v40, %v42
  %v177 = mul i64 32, %v52
  %v178 = add i64 %v66, %v177
  %v179 = add i64 %v51, 32
  %v180 = icmp ult i64 %v179, %v53
  %v181 = and i1 %v176, %v180
  %v182 = add i64 %v178, 4
  %v183 = add i64 %v64, 4
  %v184 = icmp ult i64 %v183, %v65
  %v185 = and i1 %v181, %v184
  %v186 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v182
  %v187 = bitcast half addrspace(1)* %v186 to i32 addrspace(1)*
  %v188 = load i32, i32 addrspace(1)* %v187, align 4
  %v189 = trunc i32 %v188 to i16
  %v190 = bitcast i16 %v189 to half
  %v191 = fpext half %v190 to float
  %v192 = lshr i32 %v188, 16
  %v193 = trunc i32 %v192 to i16
  %v194 = bitcast i16 %v193 to half
  %v195 = fpext half %v194 to float
  %v196 = icmp ult i64 %v40, %v42
  %v197 = mul i64 32, %v52
  %v198 = add i64 %v66, %v197
  %v199 = add i64 %v51, 32
  %v200 = icmp ult i64 %v199, %v53
  %v201 = and i1 %v196, %v200
  %v202 = add i64 %v198, 6
  %v203 = add i64 %v64, 6
  %v204 = icmp ult i64 %v203, %v65
  %v205 = and i1 %v201, %v204
  %v206 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v202
  %v207 = bitcast half addrspace(1)* %v206 to i32 addrspace(1)*
  %v208 = load i32, i32 addrspace(1)* %v207, align 4
  %v209 = trunc i32 %v208 to i16
  %v210 = bitcast i16 %v209 to half
  %v211 = fpext half %v210 to float
  %v212 = lshr i32 %v208, 16
  %v213 = trunc i32 %v212 to i16
  %v214 = bitcast i16 %v213 to half
  %v215 = fpext half %v214 to float
  br label %ld_done3
ld_edge2:
  %v216 = fptrunc float 0x0000000000000000 to half
  %v217 = bitcast half %v216 to i16
  %v218 = zext i16 %v217 to i32
  %v219 = bitcast half %v216 to i16
  %v220 = zext i16 %v219 to i32
  %v221 = shl i32 %v220, 16
  %v222 = or i32 %v218, %v221
  %v223 = icmp ult i64 %v40, %v42
  %v224 = icmp ult i64 %v51, %v53
  %v225 = and i1 %v223, %v224
  %v226 = icmp ult i64 %v64, %v65
  %v227 = and i1 %v225, %v226
  %v228 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v66
  %v229 = bitcast half addrspace(1)* %v228 to i32 addrspace(1)*
  %v230 = ptrtoint i32 addrspace(1)* %v229 to i64
  %v231 = zext i1 %v227 to i32
  %v232 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v230, i32 %v231, i32 %v222)
  %v233 = trunc i32 %v232 to i16
  %v234 = bitcast i16 %v233 to half
  %v235 = fpext half %v234 to float
  %v236 = lshr i32 %v232, 16
  %v237 = trunc i32 %v236 to i16
  %v238 = bitcast i16 %v237 to half
  %v239 = fpext half %v238 to float
  %v240 = icmp ult i64 %v40, %v42
  %v241 = icmp ult i64 %v51, %v53
  %v242 = and i1 %v240, %v241
  %v243 = add i64 %v66, 2
  %v244 = add i64 %v64, 2
  %v245 = icmp ult i64 %v244, %v65
  %v246 = and i1 %v242, %v245
  %v247 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v243
  %v248 = bitcast half addrspace(1)* %v247 to i32 addrspace(1)*
  %v249 = ptrtoint i32 addrspace(1)* %v248 to i64
  %v250 = zext i1 %v246 to i32
  %v251 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v249, i32 %v250, i32 %v222)
  %v252 = trunc i32 %v251 to i16
  %v253 = bitcast i16 %v252 to half
  %v254 = fpext half %v253 to float
  %v255 = lshr i32 %v251, 16
  %v256 = trunc i32 %v255 to i16
  %v257 = bitcast i16 %v256 to half
  %v258 = fpext half %v257 to float
  %v259 = icmp ult i64 %v40, %v42
  %v260 = icmp ult i64 %v51, %v53
  %v261 = and i1 %v259, %v260
  %v262 = add i64 %v66, 4
  %v263 = add i64 %v64, 4
  %v264 = icmp ult i64 %v263, %v65
  %v265 = and i1 %v261, %v264
  %v266 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v262
  %v267 = bitcast half addrspace(1)* %v266 to i32 addrspace(1)*
  %v268 = ptrtoint i32 addrspace(1)* %v267 to i64
  %v269 = zext i1 %v265 to i32
  %v270 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v268, i32 %v269, i32 %v222)
  %v271 = trunc i32 %v270 to i16
  %v272 = bitcast i16 %v271 to half
  %v273 = fpext half %v272 to float
  %v274 = lshr i32 %v270, 16
  %v275 = trunc i32 %v274 to i16
  %v276 = bitcast i16 %v275 to half
  %v277 = fpext half %v276 to float
  %v278 = icmp ult i64 %v40, %v42
  %v279 = icmp ult i64 %v51, %v53
  %v280 = and i1 %v278, %v279
  %v281 = add i64 %v66, 6
  %v282 = add i64 %v64, 6
  %v283 = icmp ult i64 %v282, %v65
  %v284 = and i1 %v280, %v283
  %v285 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v281
  %v286 = bitcast half addrspace(1)* %v285 to i32 addrspace(1)*
  %v287 = ptrtoint i32 addrspace(1)* %v286 to i64
  %v288 = zext i1 %v284 to i32
  %v289 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v287, i32 %v288, i32 %v222)
  %v290 = trunc i32 %v289 to i16
  %v291 = bitcast i16 %v290 to half
  %v292 = fpext half %v291 to float
  %v293 = lshr i32 %v289, 16
  %v294 = trunc i32 %v293 to i16
  %v295 = bitcast i16 %v294 to half
  %v296 = fpext half %v295 to float
  %v297 = icmp ult i64 %v40, %v42
  %v298 = mul i64 32, %v52
  %v299 = add i64 %v66, %v298
  %v300 = add i64 %v51, 32
  %v301 = icmp ult i64 %v300, %v53
  %v302 = and i1 %v297, %v301
  %v303 = icmp ult i64 %v64, %v65
  %v304 = and i1 %v302, %v303
  %v305 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v299
  %v306 = bitcast half addrspace(1)* %v305 to i32 addrspace(1)*
  %v307 = ptrtoint i32 addrspace(1)* %v306 to i64
  %v308 = zext i1 %v304 to i32
  %v309 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v307, i32 %v308, i32 %v222)
  %v310 = trunc i32 %v309 to i16
  %v311 = bitcast i16 %v310 to half
  %v312 = fpext half %v311 to float
  %v313 = lshr i32 %v309, 16
  %v314 = trunc i32 %v313 to i16
  %v315 = bitcast i16 %v314 to half
  %v316 = fpext half %v315 to float
  %v317 = icmp ult i64 %v40, %v42
  %v318 = mul i64 32, %v52
  %v319 = add i64 %v66, %v318
  %v320 = add i64 %v51, 32
  %v321 = icmp ult i64 %v320, %v53
  %v322 = and i1 %v317, %v321
  %v323 = add i64 %v319, 2
  %v324 = add i64 %v64, 2
  %v325 = icmp ult i64 %v324, %v65
  %v326 = and i1 %v322, %v325
  %v327 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v323
  %v328 = bitcast half addrspace(1)* %v327 to i32 addrspace(1)*
  %v329 = ptrtoint i32 addrspace(1)* %v328 to i64
  %v330 = zext i1 %v326 to i32
  %v331 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v329, i32 %v330, i32 %v222)
  %v332 = trunc i32 %v331 to i16
  %v333 = bitcast i16 %v332 to half
  %v334 = fpext half %v333 to float
  %v335 = lshr i32 %v331, 16
  %v336 = trunc i32 %v335 to i16
  %v337 = bitcast i16 %v336 to half
  %v338 = fpext half %v337 to float
  %v339 = icmp ult i64 %v40, %v42
  %v340 = mul i64 32, %v52
  %v341 = add i64 %v66, %v340
  %v342 = add i64 %v51, 32
  %v343 = icmp ult i64 %v342, %v53
  %v344 = and i1 %v339, %v343
  %v345 = add i64 %v341, 4
  %v346 = add i64 %v64, 4
  %v347 = icmp ult i64 %v346, %v65
  %v348 = and i1 %v344, %v347
  %v349 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v345
  %v350 = bitcast half addrspace(1)* %v349 to i32 addrspace(1)*
  %v351 = ptrtoint i32 addrspace(1)* %v350 to i64
  %v352 = zext i1 %v348 to i32
  %v353 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v351, i32 %v352, i32 %v222)
  %v354 = trunc i32 %v353 to i16
  %v355 = bitcast i16 %v354 to half
  %v356 = fpext half %v355 to float
  %v357 = lshr i32 %v353, 16
  %v358 = trunc i32 %v357 to i16
  %v359 = bitcast i16 %v358 to half
  %v360 = fpext half %v359 to float
  %v361 = icmp ult i64 %v40, %v42
  %v362 = mul i64 32, %v52
  %v363 = add i64 %v66, %v362
  %v364 = add i64 %v51, 32
  %v365 = icmp ult i64 %v364, %v53
  %v366 = and i1 %v361, %v365
  %v367 = add i64 %v363, 6
  %v368 = add i64 %v64, 6
  %v369 = icmp ult i64 %v368, %v65
  %v370 = and i1 %v366, %v369
  %v371 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v367
  %v372 = bitcast half addrspace(1)* %v371 to i32 addrspace(1)*
  %v373 = ptrtoint i32 addrspace(1)* %v372 to i64
  %v374 = zext i1 %v370 to i32
  %v375 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v373, i32 %v374, i32 %v222)
  %v376 = trunc i32 %v375 to i16
  %v377 = bitcast i16 %v376 to half
  %v378 = fpext half %v377 to float
  %v379 = lshr i32 %v375, 16
  %v380 = trunc i32 %v379 to i16
  %v381 = bitcast i16 %v380 to half
  %v382 = fpext half %v381 to float
  br label %ld_done3
ld_done3:
  %v383 = phi float [ %v82, %ld_full1 ], [ %v235, %ld_edge2 ]
  %v384 = phi float [ %v86, %ld_full1 ], [ %v239, %ld_edge2 ]
  %v385 = phi float [ %v99, %ld_full1 ], [ %v254, %ld_edge2 ]
  %v386 = phi float [ %v103, %ld_full1 ], [ %v258, %ld_edge2 ]
  %v387 = phi float [ %v116, %ld_full1 ], [ %v273, %ld_edge2 ]
  %v388 = phi float [ %v120, %ld_full1 ], [ %v277, %ld_edge2 ]
  %v389 = phi float [ %v133, %ld_full1 ], [ %v292, %ld_edge2 ]
  %v390 = phi float [ %v137, %ld_full1 ], [ %v296, %ld_edge2 ]
  %v391 = phi float [ %v151, %ld_full1 ], [ %v312, %ld_edge2 ]
  %v392 = phi float [ %v155, %ld_full1 ], [ %v316, %ld_edge2 ]
  %v393 = phi float [ %v171, %ld_full1 ], [ %v334, %ld_edge2 ]
  %v394 = phi float [ %v175, %ld_full1 ], [ %v338, %ld_edge2 ]
  %v395 = phi float [ %v191, %ld_full1 ], [ %v356, %ld_edge2 ]
  %v396 = phi float [ %v195, %ld_full1 ], [ %v360, %ld_edge2 ]
  %v397 = phi float [ %v211, %ld_full1 ], [ %v378, %ld_edge2 ]
  %v398 = phi float [ %v215, %ld_full1 ], [ %v382, %ld_edge2 ]
  %v399 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %v400 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v401 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  call void @llvm.nvvm.barrier0()
  %v402 = and i32 %v2, 1
  %v403 = shl i32 %v402, 9
  %v404 = lshr i32 %v2, 1
  %v405 = and i32 %v404, 1
  %v406 = shl i32 %v405, 10
  %v407 = or i32 %v403, %v406
  %v408 = lshr i32 %v2, 2
  %v409 = and i32 %v408, 1
  %v410 = shl i32 %v409, 11
  %v411 = or i32 %v407, %v410
  %v412 = lshr i32 %v2, 3
  %v413 = and i32 %v412, 1
  %v414 = or i32 %v411, %v413
  %v415 = lshr i32 %v2, 4
  %v416 = and i32 %v415, 1
  %v417 = shl i32 %v416, 1
  %v418 = or i32 %v414, %v417
  %v419 = and i32 %v3, 1
  %v420 = shl i32 %v419, 2
  %v421 = or i32 %v418, %v420
  %v422 = lshr i32 %v3, 1
  %v423 = and i32 %v422, 1
  %v424 = shl i32 %v423, 3
  %v425 = or i32 %v421, %v424
  %v426 = lshr i32 %v3, 2
  %v427 = and i32 %v426, 1
  %v428 = shl i32 %v427, 4
  %v429 = or i32 %v425, %v428
  %v430 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v431 = getelementptr inbounds i32, i32 addrspace(3)* %v430, i32 %v429
  %v432 = fptrunc float %v383 to half
  %v433 = bitcast half %v432 to i16
  %v434 = zext i16 %v433 to i32
  store i32 %v434, i32 addrspace(3)* %v431, align 4
  %v435 = or i32 %v429, 64
  %v436 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v437 = getelementptr inbounds i32, i32 addrspace(3)* %v436, i32 %v435
  %v438 = fptrunc float %v384 to half
  %v439 = bitcast half %v438 to i16
  %v440 = zext i16 %v439 to i32
  store i32 %v440, i32 addrspace(3)* %v437, align 4
  %v441 = or i32 %v429, 128
  %v442 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v443 = getelementptr inbounds i32, i32 addrspace(3)* %v442, i32 %v441
  %v444 = fptrunc float %v385 to half
  %v445 = bitcast half %v444 to i16
  %v446 = zext i16 %v445 to i32
  store i32 %v446, i32 addrspace(3)* %v443, align 4
  %v447 = or i32 %v429, 192
  %v448 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v449 = getelementptr inbounds i32, i32 addrspace(3)* %v448, i32 %v447
  %v450 = fptrunc float %v386 to half
  %v451 = bitcast half %v450 to i16
  %v452 = zext i16 %v451 to i32
  store i32 %v452, i32 addrspace(3)* %v449, align 4
  %v453 = or i32 %v429, 256
  %v454 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v455 = getelementptr inbounds i32, i32 addrspace(3)* %v454, i32 %v453
  %v456 = fptrunc float %v387 to half
  %v457 = bitcast half %v456 to i16
  %v458 = zext i16 %v457 to i32
  store i32 %v458, i32 addrspace(3)* %v455, align 4
  %v459 = or i32 %v429, 320
  %v460 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v461 = getelementptr inbounds i32, i32 addrspace(3)* %v460, i32 %v459
  %v462 = fptrunc float %v388 to half
  %v463 = bitcast half %v462 to i16
  %v464 = zext i16 %v463 to i32
  store i32 %v464, i32 addrspace(3)* %v461, align 4
  %v465 = or i32 %v429, 384
  %v466 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v467 = getelementptr inbounds i32, i32 addrspace(3)* %v466, i32 %v465
  %v468 = fptrunc float %v389 to half
  %v469 = bitcast half %v468 to i16
  %v470 = zext i16 %v469 to i32
  store i32 %v470, i32 addrspace(3)* %v467, align 4
  %v471 = or i32 %v429, 448
  %v472 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v473 = getelementptr inbounds i32, i32 addrspace(3)* %v472, i32 %v471
  %v474 = fptrunc float %v390 to half
  %v475 = bitcast half %v474 to i16
  %v476 = zext i16 %v475 to i32
  store i32 %v476, i32 addrspace(3)* %v473, align 4
  %v477 = or i32 %v429, 32
  %v478 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v479 = getelementptr inbounds i32, i32 addrspace(3)* %v478, i32 %v477
  %v480 = fptrunc float %v391 to half
  %v481 = bitcast half %v480 to i16
  %v482 = zext i16 %v481 to i32
  store i32 %v482, i32 addrspace(3)* %v479, align 4
  %v483 = or i32 %v429, 96
  %v484 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v485 = getelementptr inbounds i32, i32 addrspace(3)* %v484, i32 %v483
  %v486 = fptrunc float %v392 to half
  %v487 = bitcast half %v486 to i16
  %v488 = zext i16 %v487 to i32
  store i32 %v488, i32 addrspace(3)* %v485, align 4
  %v489 = or i32 %v429, 160
  %v490 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v491 = getelementptr inbounds i32, i32 addrspace(3)* %v490, i32 %v489
  %v492 = fptrunc float %v393 to half
  %v493 = bitcast half %v492 to i16
  %v494 = zext i16 %v493 to i32
  store i32 %v494, i32 addrspace(3)* %v491, align 4
  %v495 = or i32 %v429, 224
  %v496 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v497 = getelementptr inbounds i32, i32 addrspace(3)* %v496, i32 %v495
  %v498 = fptrunc float %v394 to half
  %v499 = bitcast half %v498 to i16
  %v500 = zext i16 %v499 to i32
  store i32 %v500, i32 addrspace(3)* %v497, align 4
  %v501 = or i32 %v429, 288
  %v502 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v503 = getelementptr inbounds i32, i32 addrspace(3)* %v502, i32 %v501
  %v504 = fptrunc float %v395 to half
  %v505 = bitcast half %v504 to i16
  %v506 = zext i16 %v505 to i32
  store i32 %v506, i32 addrspace(3)* %v503, align 4
  %v507 = or i32 %v429, 352
  %v508 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v509 = getelementptr inbounds i32, i32 addrspace(3)* %v508, i32 %v507
  %v510 = fptrunc float %v396 to half
  %v511 = bitcast half %v510 to i16
  %v512 = zext i16 %v511 to i32
  store i32 %v512, i32 addrspace(3)* %v509, align 4
  %v513 = or i32 %v429, 416
  %v514 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v515 = getelementptr inbounds i32, i32 addrspace(3)* %v514, i32 %v513
  %v516 = fptrunc float %v397 to half
  %v517 = bitcast half %v516 to i16
  %v518 = zext i16 %v517 to i32
  store i32 %v518, i32 addrspace(3)* %v515, align 4
  %v519 = or i32 %v429, 480
  %v520 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v521 = getelementptr inbounds i32, i32 addrspace(3)* %v520, i32 %v519
  %v522 = fptrunc float %v398 to half
  %v523 = bitcast half %v522 to i16
  %v524 = zext i16 %v523 to i32
  store i32 %v524, i32 addrspace(3)* %v521, align 4
  call void @llvm.nvvm.barrier0()
  %v525 = and i32 %v2, 1
  %v526 = shl i32 %v525, 3
  %v527 = lshr i32 %v2, 1
  %v528 = and i32 %v527, 1
  %v529 = shl i32 %v528, 4
  %v530 = or i32 %v526, %v529
  %v531 = lshr i32 %v2, 2
  %v532 = and i32 %v531, 1
  %v533 = shl i32 %v532, 5
  %v534 = or i32 %v530, %v533
  %v535 = lshr i32 %v2, 3
  %v536 = and i32 %v535, 1
  %v537 = shl i32 %v536, 6
  %v538 = or i32 %v534, %v537
  %v539 = lshr i32 %v2, 4
  %v540 = and i32 %v539, 1
  %v541 = shl i32 %v540, 7
  %v542 = or i32 %v538, %v541
  %v543 = and i32 %v3, 1
  %v544 = shl i32 %v543, 8
  %v545 = or i32 %v542, %v544
  %v546 = lshr i32 %v3, 1
  %v547 = and i32 %v546, 1
  %v548 = shl i32 %v547, 9
  %v549 = or i32 %v545, %v548
  %v550 = lshr i32 %v3, 2
  %v551 = and i32 %v550, 1
  %v552 = shl i32 %v551, 10
  %v553 = or i32 %v549, %v552
  %v554 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v555 = getelementptr inbounds i32, i32 addrspace(3)* %v554, i32 %v553
  %v556 = load i32, i32 addrspace(3)* %v555, align 4
  %v557 = trunc i32 %v556 to i16
  %v558 = bitcast i16 %v557 to half
  %v559 = fpext half %v558 to float
  %v560 = or i32 %v553, 1
  %v561 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v562 = getelementptr inbounds i32, i32 addrspace(3)* %v561, i32 %v560
  %v563 = load i32, i32 addrspace(3)* %v562, align 4
  %v564 = trunc i32 %v563 to i16
  %v565 = bitcast i16 %v564 to half
  %v566 = fpext half %v565 to float
  %v567 = or i32 %v553, 2
  %v568 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v569 = getelementptr inbounds i32, i32 addrspace(3)* %v568, i32 %v567
  %v570 = load i32, i32 addrspace(3)* %v569, align 4
  %v571 = trunc i32 %v570 to i16
  %v572 = bitcast i16 %v571 to half
  %v573 = fpext half %v572 to float
  %v574 = or i32 %v553, 3
  %v575 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v576 = getelementptr inbounds i32, i32 addrspace(3)* %v575, i32 %v574
  %v577 = load i32, i32 addrspace(3)* %v576, align 4
  %v578 = trunc i32 %v577 to i16
  %v579 = bitcast i16 %v578 to half
  %v580 = fpext half %v579 to float
  %v581 = or i32 %v553, 4
  %v582 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v583 = getelementptr inbounds i32, i32 addrspace(3)* %v582, i32 %v581
  %v584 = load i32, i32 addrspace(3)* %v583, align 4
  %v585 = trunc i32 %v584 to i16
  %v586 = bitcast i16 %v585 to half
  %v587 = fpext half %v586 to float
  %v588 = or i32 %v553, 5
  %v589 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v590 = getelementptr inbounds i32, i32 addrspace(3)* %v589, i32 %v588
  %v591 = load i32, i32 addrspace(3)* %v590, align 4
  %v592 = trunc i32 %v591 to i16
  %v593 = bitcast i16 %v592 to half
  %v594 = fpext half %v593 to float
  %v595 = or i32 %v553, 6
  %v596 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v597 = getelementptr inbounds i32, i32 addrspace(3)* %v596, i32 %v595
  %v598 = load i32, i32 addrspace(3)* %v597, align 4
  %v599 = trunc i32 %v598 to i16
  %v600 = bitcast i16 %v599 to half
  %v601 = fpext half %v600 to float
  %v602 = or i32 %v553, 7
  %v603 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v604 = getelementptr inbounds i32, i32 addrspace(3)* %v603, i32 %v602
  %v605 = load i32, i32 addrspace(3)* %v604, align 4
  %v606 = trunc i32 %v605 to i16
  %v607 = bitcast i16 %v606 to half
  %v608 = fpext half %v607 to float
  %v609 = or i32 %v553, 2048
  %v610 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v611 = getelementptr inbounds i32, i32 addrspace(3)* %v610, i32 %v609
  %v612 = load i32, i32 addrspace(3)* %v611, align 4
  %v613 = trunc i32 %v612 to i16
  %v614 = bitcast i16 %v613 to half
  %v615 = fpext half %v614 to float
  %v616 = or i32 %v553, 2049
  %v617 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v618 = getelementptr inbounds i32, i32 addrspace(3)* %v617, i32 %v616
  %v619 = load i32, i32 addrspace(3)* %v618, align 4
  %v620 = trunc i32 %v619 to i16
  %v621 = bitcast i16 %v620 to half
  %v622 = fpext half %v621 to float
  %v623 = or i32 %v553, 2050
  %v624 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v625 = getelementptr inbounds i32, i32 addrspace(3)* %v624, i32 %v623
  %v626 = load i32, i32 addrspace(3)* %v625, align 4
  %v627 = trunc i32 %v626 to i16
  %v628 = bitcast i16 %v627 to half
  %v629 = fpext half %v628 to float
  %v630 = or i32 %v553, 2051
  %v631 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v632 = getelementptr inbounds i32, i32 addrspace(3)* %v631, i32 %v630
  %v633 = load i32, i32 addrspace(3)* %v632, align 4
  %v634 = trunc i32 %v633 to i16
  %v635 = bitcast i16 %v634 to half
  %v636 = fpext half %v635 to float
  %v637 = or i32 %v553, 2052
  %v638 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v639 = getelementptr inbounds i32, i32 addrspace(3)* %v638, i32 %v637
  %v640 = load i32, i32 addrspace(3)* %v639, align 4
  %v641 = trunc i32 %v640 to i16
  %v642 = bitcast i16 %v641 to half
  %v643 = fpext half %v642 to float
  %v644 = or i32 %v553, 2053
  %v645 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v646 = getelementptr inbounds i32, i32 addrspace(3)* %v645, i32 %v644
  %v647 = load i32, i32 addrspace(3)* %v646, align 4
  %v648 = trunc i32 %v647 to i16
  %v649 = bitcast i16 %v648 to half
  %v650 = fpext half %v649 to float
  %v651 = or i32 %v553, 2054
  %v652 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v653 = getelementptr inbounds i32, i32 addrspace(3)* %v652, i32 %v651
  %v654 = load i32, i32 addrspace(3)* %v653, align 4
  %v655 = trunc i32 %v654 to i16
  %v656 = bitcast i16 %v655 to half
  %v657 = fpext half %v656 to float
  %v658 = or i32 %v553, 2055
  %v659 = bitcast i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0) to i32 addrspace(3)*
  %v660 = getelementptr inbounds i32, i32 addrspace(3)* %v659, i32 %v658
  %v661 = load i32, i32 addrspace(3)* %v660, align 4
  %v662 = trunc i32 %v661 to i16
  %v663 = bitcast i16 %v662 to half
  %v664 = fpext half %v663 to float
  %v665 = and i32 %v2, 1
  %v666 = shl i32 %v665, 3
  %v667 = lshr i32 %v2, 1
  %v668 = and i32 %v667, 1
  %v669 = shl i32 %v668, 4
  %v670 = or i32 %v666, %v669
  %v671 = lshr i32 %v2, 2
  %v672 = and i32 %v671, 1
  %v673 = shl i32 %v672, 5
  %v674 = or i32 %v670, %v673
  %v675 = lshr i32 %v2, 3
  %v676 = and i32 %v675, 1
  %v677 = shl i32 %v676, 6
  %v678 = or i32 %v674, %v677
  %v679 = lshr i32 %v2, 4
  %v680 = and i32 %v679, 1
  %v681 = shl i32 %v680, 7
  %v682 = or i32 %v678, %v681
  %v683 = and i32 %v3, 1
  %v684 = shl i32 %v683, 8
  %v685 = or i32 %v682, %v684
  %v686 = lshr i32 %v3, 1
  %v687 = and i32 %v686, 1
  %v688 = shl i32 %v687, 9
  %v689 = or i32 %v685, %v688
  %v690 = lshr i32 %v3, 2
  %v691 = and i32 %v690, 1
  %v692 = shl i32 %v691, 10
  %v693 = or i32 %v689, %v692
  %v694 = lshr i32 %v693, 12
  %v695 = lshr i32 %v693, 6
  %v696 = and i32 %v695, 63
  %v697 = and i32 %v693, 63
  %v698 = sext i32 %v399 to i64
  %v699 = sext i32 %p11 to i64
  %v700 = zext i32 %p8 to i64
  %v701 = mul i64 %v698, %v699
  %v702 = add i64 %v698, 1
  %v703 = icmp sle i64 %v702, %v700
  %v704 = icmp sge i64 %v698, 0
  %v705 = and i1 %v703, %v704
  %v706 = sext i32 %v400 to i64
  %v707 = mul i64 %v706, 64
  %v708 = zext i32 %v696 to i64
  %v709 = add i64 %v707, %v708
  %v710 = sext i32 %p12 to i64
  %v711 = zext i32 %p9 to i64
  %v712 = mul i64 %v709, %v710
  %v713 = add i64 %v701, %v712
  %v714 = add i64 %v707, 64
  %v715 = icmp sle i64 %v714, %v711
  %v716 = icmp sge i64 %v706, 0
  %v717 = and i1 %v715, %v716
  %v718 = and i1 %v705, %v717
  %v719 = sext i32 %v401 to i64
  %v720 = mul i64 %v719, 64
  %v721 = zext i32 %v697 to i64
  %v722 = add i64 %v720, %v721
  %v723 = zext i32 %p10 to i64
  %v724 = add i64 %v713, %v722
  %v725 = add i64 %v720, 64
  %v726 = icmp sle i64 %v725, %v723
  %v727 = icmp sge i64 %v719, 0
  %v728 = and i1 %v726, %v727
  %v729 = and i1 %v718, %v728
  br i1 %v729, label %st_full4, label %st_edge5
st_full4:
  %v730 = icmp ult i64 %v698, %v700
  %v731 = icmp ult i64 %v709, %v711
  %v732 = and i1 %v730, %v731
  %v733 = icmp ult i64 %v722, %v723
  %v734 = and i1 %v732, %v733
  %v735 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v724
  %v736 = fptrunc float %v559 to half
  %v737 = fptrunc float %v566 to half
  %v738 = fptrunc float %v573 to half
  %v739 = fptrunc float %v580 to half
  %v740 = bitcast half %v736 to i16
  %v741 = zext i16 %v740 to i32
  %v742 = bitcast half %v737 to i16
  %v743 = zext i16 %v742 to i32
  %v744 = shl i32 %v743, 16
  %v745 = or i32 %v741, %v744
  %v746 = bitcast half %v738 to i16
  %v747 = zext i16 %v746 to i32
  %v748 = bitcast half %v739 to i16
  %v749 = zext i16 %v748 to i32
  %v750 = shl i32 %v749, 16
  %v751 = or i32 %v747, %v750
  %v752 = insertelement <2 x i32> undef, i32 %v745, i32 0
  %v753 = insertelement <2 x i32> %v752, i32 %v751, i32 1
  %v754 = bitcast half addrspace(1)* %v735 to <2 x i32> addrspace(1)*
  store <2 x i32> %v753, <2 x i32> addrspace(1)* %v754, align 8
  %v755 = icmp ult i64 %v698, %v700
  %v756 = icmp ult i64 %v709, %v711
  %v757 = and i1 %v755, %v756
  %v758 = add i64 %v724, 4
  %v759 = add i64 %v722, 4
  %v760 = icmp ult i64 %v759, %v723
  %v761 = and i1 %v757, %v760
  %v762 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v758
  %v763 = fptrunc float %v587 to half
  %v764 = fptrunc float %v594 to half
  %v765 = fptrunc float %v601 to half
  %v766 = fptrunc float %v608 to half
  %v767 = bitcast half %v763 to i16
  %v768 = zext i16 %v767 to i32
  %v769 = bitcast half %v764 to i16
  %v770 = zext i16 %v769 to i32
  %v771 = shl i32 %v770, 16
  %v772 = or i32 %v768, %v771
  %v773 = bitcast half %v765 to i16
  %v774 = zext i16 %v773 to i32
  %v775 = bitcast half %v766 to i16
  %v776 = zext i16 %v775 to i32
  %v777 = shl i32 %v776, 16
  %v778 = or i32 %v774, %v777
  %v779 = insertelement <2 x i32> undef, i32 %v772, i32 0
  %v780 = insertelement <2 x i32> %v779, i32 %v778, i32 1
  %v781 = bitcast half addrspace(1)* %v762 to <2 x i32> addrspace(1)*
  store <2 x i32> %v780, <2 x i32> addrspace(1)* %v781, align 8
  %v782 = icmp ult i64 %v698, %v700
  %v783 = mul i64 32, %v710
  %v784 = add i64 %v724, %v783
  %v785 = add i64 %v709, 32
  %v786 = icmp ult i64 %v785, %v711
  %v787 = and i1 %v782, %v786
  %v788 = icmp ult i64 %v722, %v723
  %v789 = and i1 %v787, %v788
  %v790 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v784
  %v791 = fptrunc float %v615 to half
  %v792 = fptrunc float %v622 to half
  %v793 = fptrunc float %v629 to half
  %v794 = fptrunc float %v636 to half
  %v795 = bitcast half %v791 to i16
  %v796 = zext i16 %v795 to i32
  %v797 = bitcast half %v792 to i16
  %v798 = zext i16 %v797 to i32
  %v799 = shl i32 %v798, 16
  %v800 = or i32 %v796, %v799
  %v801 = bitcast half %v793 to i16
  %v802 = zext i16 %v801 to i32
  %v803 = bitcast half %v794 to i16
  %v804 = zext i16 %v803 to i32
  %v805 = shl i32 %v804, 16
  %v806 = or i32 %v802, %v805
  %v807 = insertelement <2 x i32> undef, i32 %v800, i32 0
  %v808 = insertelement <2 x i32> %v807, i32 %v806, i32 1
  %v809 = bitcast half addrspace(1)* %v790 to <2 x i32> addrspace(1)*
  store <2 x i32> %v808, <2 x i32> addrspace(1)* %v809, align 8
  %v810 = icmp ult i64 %v698, %v700
  %v811 = mul i64 32, %v710
  %v812 = add i64 %v724, %v811
  %v813 = add i64 %v709, 32
  %v814 = icmp ult i64 %v813, %v711
  %v815 = and i1 %v810, %v814
  %v816 = add i64 %v812, 4
  %v817 = add i64 %v722, 4
  %v818 = icmp ult i64 %v817, %v723
  %v819 = and i1 %v815, %v818
  %v820 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v816
  %v821 = fptrunc float %v643 to half
  %v822 = fptrunc float %v650 to half
  %v823 = fptrunc float %v657 to half
  %v824 = fptrunc float %v664 to half
  %v825 = bitcast half %v821 to i16
  %v826 = zext i16 %v825 to i32
  %v827 = bitcast half %v822 to i16
  %v828 = zext i16 %v827 to i32
  %v829 = shl i32 %v828, 16
  %v830 = or i32 %v826, %v829
  %v831 = bitcast half %v823 to i16
  %v832 = zext i16 %v831 to i32
  %v833 = bitcast half %v824 to i16
  %v834 = zext i16 %v833 to i32
  %v835 = shl i32 %v834, 16
  %v836 = or i32 %v832, %v835
  %v837 = insertelement <2 x i32> undef, i32 %v830, i32 0
  %v838 = insertelement <2 x i32> %v837, i32 %v836, i32 1
  %v839 = bitcast half addrspace(1)* %v820 to <2 x i32> addrspace(1)*
  store <2 x i32> %v838, <2 x i32> addrspace(1)* %v839, align 8
  br label %st_done6
st_edge5:
  %v840 = icmp ult i64 %v698, %v700
  %v841 = icmp ult i64 %v709, %v711
  %v842 = and i1 %v840, %v841
  %v843 = icmp ult i64 %v722, %v723
  %v844 = and i1 %v842, %v843
  %v845 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v724
  br i1 %v844, label %st7, label %join8
st_done6:
  ret void
st7:
  %v846 = fptrunc float %v559 to half
  %v847 = fptrunc float %v566 to half
  %v848 = fptrunc float %v573 to half
  %v849 = fptrunc float %v580 to half
  %v850 = bitcast half %v846 to i16
  %v851 = zext i16 %v850 to i32
  %v852 = bitcast half %v847 to i16
  %v853 = zext i16 %v852 to i32
  %v854 = shl i32 %v853, 16
  %v855 = or i32 %v851, %v854
  %v856 = bitcast half %v848 to i16
  %v857 = zext i16 %v856 to i32
  %v858 = bitcast half %v849 to i16
  %v859 = zext i16 %v858 to i32
  %v860 = shl i32 %v859, 16
  %v861 = or i32 %v857, %v860
  %v862 = insertelement <2 x i32> undef, i32 %v855, i32 0
  %v863 = insertelement <2 x i32> %v862, i32 %v861, i32 1
  %v864 = bitcast half addrspace(1)* %v845 to <2 x i32> addrspace(1)*
  store <2 x i32> %v863, <2 x i32> addrspace(1)* %v864, align 8
  br label %join8
join8:
  %v865 = icmp ult i64 %v698, %v700
  %v866 = icmp ult i64 %v709, %v711
  %v867 = and i1 %v865, %v866
  %v868 = add i64 %v724, 4
  %v869 = add i64 %v722, 4
  %v870 = icmp ult i64 %v869, %v723
  %v871 = and i1 %v867, %v870
  %v872 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v868
  br i1 %v871, label %st9, label %join10
st9:
  %v873 = fptrunc float %v587 to half
  %v874 = fptrunc float %v594 to half
  %v875 = fptrunc float %v601 to half
  %v876 = fptrunc float %v608 to half
  %v877 = bitcast half %v873 to i16
  %v878 = zext i16 %v877 to i32
  %v879 = bitcast half %v874 to i16
  %v880 = zext i16 %v879 to i32
  %v881 = shl i32 %v880, 16
  %v882 = or i32 %v878, %v881
  %v883 = bitcast half %v875 to i16
  %v884 = zext i16 %v883 to i32
  %v885 = bitcast half %v876 to i16
  %v886 = zext i16 %v885 to i32
  %v887 = shl i32 %v886, 16
  %v888 = or i32 %v884, %v887
  %v889 = insertelement <2 x i32> undef, i32 %v882, i32 0
  %v890 = insertelement <2 x i32> %v889, i32 %v888, i32 1
  %v891 = bitcast half addrspace(1)* %v872 to <2 x i32> addrspace(1)*
  store <2 x i32> %v890, <2 x i32> addrspace(1)* %v891, align 8
  br label %join10
join10:
  %v892 = icmp ult i64 %v698, %v700
  %v893 = mul i64 32, %v710
  %v894 = add i64 %v724, %v893
  %v895 = add i64 %v709, 32
  %v896 = icmp ult i64 %v895, %v711
  %v897 = and i1 %v892, %v896
  %v898 = icmp ult i64 %v722, %v723
  %v899 = and i1 %v897, %v898
  %v900 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v894
  br i1 %v899, label %st11, label %join12
st11:
  %v901 = fptrunc float %v615 to half
  %v902 = fptrunc float %v622 to half
  %v903 = fptrunc float %v629 to half
  %v904 = fptrunc float %v636 to half
  %v905 = bitcast half %v901 to i16
  %v906 = zext i16 %v905 to i32
  %v907 = bitcast half %v902 to i16
  %v908 = zext i16 %v907 to i32
  %v909 = shl i32 %v908, 16
  %v910 = or i32 %v906, %v909
  %v911 = bitcast half %v903 to i16
  %v912 = zext i16 %v911 to i32
  %v913 = bitcast half %v904 to i16
  %v914 = zext i16 %v913 to i32
  %v915 = shl i32 %v914, 16
  %v916 = or i32 %v912, %v915
  %v917 = insertelement <2 x i32> undef, i32 %v910, i32 0
  %v918 = insertelement <2 x i32> %v917, i32 %v916, i32 1
  %v919 = bitcast half addrspace(1)* %v900 to <2 x i32> addrspace(1)*
  store <2 x i32> %v918, <2 x i32> addrspace(1)* %v919, align 8
  br label %join12
join12:
  %v920 = icmp ult i64 %v698, %v700
  %v921 = mul i64 32, %v710
  %v922 = add i64 %v724, %v921
  %v923 = add i64 %v709, 32
  %v924 = icmp ult i64 %v923, %v711
  %v925 = and i1 %v920, %v924
  %v926 = add i64 %v922, 4
  %v927 = add i64 %v722, 4
  %v928 = icmp ult i64 %v927, %v723
  %v929 = and i1 %v925, %v928
  %v930 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v926
  br i1 %v929, label %st13, label %join14
st13:
  %v931 = fptrunc float %v643 to half
  %v932 = fptrunc float %v650 to half
  %v933 = fptrunc float %v657 to half
  %v934 = fptrunc float %v664 to half
  %v935 = bitcast half %v931 to i16
  %v936 = zext i16 %v935 to i32
  %v937 = bitcast half %v932 to i16
  %v938 = zext i16 %v937 to i32
  %v939 = shl i32 %v938, 16
  %v940 = or i32 %v936, %v939
  %v941 = bitcast half %v933 to i16
  %v942 = zext i16 %v941 to i32
  %v943 = bitcast half %v934 to i16
  %v944 = zext i16 %v943 to i32
  %v945 = shl i32 %v944, 16
  %v946 = or i32 %v942, %v945
  %v947 = insertelement <2 x i32> undef, i32 %v940, i32 0
  %v948 = insertelement <2 x i32> %v947, i32 %v946, i32 1
  %v949 = bitcast half addrspace(1)* %v930 to <2 x i32> addrspace(1)*
  store <2 x i32> %v948, <2 x i32> addrspace(1)* %v949, align 8
  br label %join14
join14:
  br label %st_done6
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, i32, i32)* @transpose_batched, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, i32, i32)* @transpose_batched, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel transpose_by_order [TM=32, TN=64]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @transpose_by_order(float addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, float addrspace(1)* noalias %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = and i32 %v2, 1
  %v7 = shl i32 %v6, 2
  %v8 = lshr i32 %v2, 1
  %v9 = and i32 %v8, 1
  %v10 = shl i32 %v9, 3
  %v11 = or i32 %v7, %v10
  %v12 = lshr i32 %v2, 2
  %v13 = and i32 %v12, 1
  %v14 = shl i32 %v13, 4
  %v15 = or i32 %v11, %v14
  %v16 = lshr i32 %v2, 3
  %v17 = and i32 %v16, 1
  %v18 = shl i32 %v17, 5
  %v19 = or i32 %v15, %v18
  %v20 = lshr i32 %v2, 4
  %v21 = and i32 %v20, 1
  %v22 = shl i32 %v21, 6
  %v23 = or i32 %v19, %v22
  %v24 = and i32 %v3, 1
  %v25 = shl i32 %v24, 7
  %v26 = or i32 %v23, %v25
  %v27 = lshr i32 %v3, 1
  %v28 = and i32 %v27, 1
  %v29 = shl i32 %v28, 8
  %v30 = or i32 %v26, %v29
  %v31 = lshr i32 %v30, 5
  %v32 = and i32 %v31, 63
  %v33 = and i32 %v30, 31
  %v34 = sext i32 %v5 to i64
  %v35 = mul i64 %v34, 64
  %v36 = zext i32 %v32 to i64
  %v37 = add i64 %v35, %v36
  %v38 = zext i32 %p2 to i64
  %v39 = add i64 %v35, 64
  %v40 = icmp sle i64 %v39, %v38
  %v41 = icmp sge i64 %v34, 0
  %v42 = and i1 %v40, %v41
  %v43 = sext i32 %v4 to i64
  %v44 = mul i64 %v43, 32
  %v45 = zext i32 %v33 to i64
  %v46 = add i64 %v44, %v45
  %v47 = sext i32 %p3 to i64
  %v48 = zext i32 %p1 to i64
  %v49 = mul i64 %v46, %v47
  %v50 = add i64 %v37, %v49
  %v51 = add i64 %v44, 32
  %v52 = icmp sle i64 %v51, %v48
  %v53 = icmp sge i64 %v43, 0
  %v54 = and i1 %v52, %v53
  %v55 = and i1 %v42, %v54
  br i1 %v55, label %ld_full1, label %ld_edge2
ld_full1:
  %v56 = icmp ult i64 %v37, %v38
  %v57 = icmp ult i64 %v46, %v48
  %v58 = and i1 %v56, %v57
  %v59 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v60 = load float, float addrspace(1)* %v59, align 4
  %v61 = icmp ult i64 %v37, %v38
  %v62 = add i64 %v50, %v47
  %v63 = add i64 %v46, 1
  %v64 = icmp ult i64 %v63, %v48
  %v65 = and i1 %v61, %v64
  %v66 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v62
  %v67 = load float, float addrspace(1)* %v66, align 4
  %v68 = icmp ult i64 %v37, %v38
  %v69 = mul i64 2, %v47
  %v70 = add i64 %v50, %v69
  %v71 = add i64 %v46, 2
  %v72 = icmp ult i64 %v71, %v48
  %v73 = and i1 %v68, %v72
  %v74 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v70
  %v75 = load float, float addrspace(1)* %v74, align 4
  %v76 = icmp ult i64 %v37, %v38
  %v77 = mul i64 3, %v47
  %v78 = add i64 %v50, %v77
  %v79 = add i64 %v46, 3
  %v80 = icmp ult i64 %v79, %v48
  %v81 = and i1 %v76, %v80
  %v82 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v78
  %v83 = load float, float addrspace(1)* %v82, align 4
  %v84 = add i64 %v50, 16
  %v85 = add i64 %v37, 16
  %v86 = icmp ult i64 %v85, %v38
  %v87 = icmp ult i64 %v46, %v48
  %v88 = and i1 %v86, %v87
  %v89 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v84
  %v90 = load float, float addrspace(1)* %v89, align 4
  %v91 = add i64 %v50, 16
  %v92 = add i64 %v37, 16
  %v93 = icmp ult i64 %v92, %v38
  %v94 = add i64 %v91, %v47
  %v95 = add i64 %v46, 1
  %v96 = icmp ult i64 %v95, %v48
  %v97 = and i1 %v93, %v96
  %v98 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v94
  %v99 = load float, float addrspace(1)* %v98, align 4
  %v100 = add i64 %v50, 16
  %v101 = add i64 %v37, 16
  %v102 = icmp ult i64 %v101, %v38
  %v103 = mul i64 2, %v47
  %v104 = add i64 %v100, %v103
  %v105 = add i64 %v46, 2
  %v106 = icmp ult i64 %v105, %v48
  %v107 = and i1 %v102, %v106
  %v108 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v104
  %v109 = load float, float addrspace(1)* %v108, align 4
  %v110 = add i64 %v50, 16
  %v111 = add i64 %v37, 16
  %v112 = icmp ult i64 %v111, %v38
  %v113 = mul i64 3, %v47
  %v114 = add i64 %v110, %v113
  %v115 = add i64 %v46, 3
  %v116 = icmp ult i64 %v115, %v48
  %v117 = and i1 %v112, %v116
  %v118 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v114
  %v119 = load float, float addrspace(1)* %v118, align 4
  %v120 = add i64 %v50, 32
  %v121 = add i64 %v37, 32
  %v122 = icmp ult i64 %v121, %v38
  %v123 = icmp ult i64 %v46, %v48
  %v124 = and i1 %v122, %v123
  %v125 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v120
  %v126 = load float, float addrspace(1)* %v125, align 4
  %v127 = add i64 %v50, 32
  %v128 = add i64 %v37, 32
  %v129 = icmp ult i64 %v128, %v38
  %v130 = add i64 %v127, %v47
  %v131 = add i64 %v46, 1
  %v132 = icmp ult i64 %v131, %v48
  %v133 = and i1 %v129, %v132
  %v134 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v130
  %v135 = load float, float addrspace(1)* %v134, align 4
  %v136 = add i64 %v50, 32
  %v137 = add i64 %v37, 32
  %v138 = icmp ult i64 %v137, %v38
  %v139 = mul i64 2, %v47
  %v140 = add i64 %v136, %v139
  %v141 = add i64 %v46, 2
  %v142 = icmp ult i64 %v141, %v48
  %v143 = and i1 %v138, %v142
  %v144 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v140
  %v145 = load float, float addrspace(1)* %v144, align 4
  %v146 = add i64 %v50, 32
  %v147 = add i64 %v37, 32
  %v148 = icmp ult i64 %v147, %v38
  %v149 = mul i64 3, %v47
  %v150 = add i64 %v146, %v149
  %v151 = add i64 %v46, 3
  %v152 = icmp ult i64 %v151, %v48
  %v153 = and i1 %v148, %v152
  %v154 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v150
  %v155 = load float, float addrspace(1)* %v154, align 4
  %v156 = add i64 %v50, 48
  %v157 = add i64 %v37, 48
  %v158 = icmp ult i64 %v157, %v38
  %v159 = icmp ult i64 %v46, %v48
  %v160 = and i1 %v158, %v159
  %v161 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v156
  %v162 = load float, float addrspace(1)* %v161, align 4
  %v163 = add i64 %v50, 48
  %v164 = add i64 %v37, 48
  %v165 = icmp ult i64 %v164, %v38
  %v166 = add i64 %v163, %v47
  %v167 = add i64 %v46, 1
  %v168 = icmp ult i64 %v167, %v48
  %v169 = and i1 %v165, %v168
  %v170 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v166
  %v171 = load float, float addrspace(1)* %v170, align 4
  %v172 = add i64 %v50, 48
  %v173 = add i64 %v37, 48
  %v174 = icmp ult i64 %v173, %v38
  %v175 = mul i64 2, %v47
  %v176 = add i64 %v172, %v175
  %v177 = add i64 %v46, 2
  %v178 = icmp ult i64 %v177, %v48
  %v179 = and i1 %v174, %v178
  %v180 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v176
  %v181 = load float, float addrspace(1)* %v180, align 4
  %v182 = add i64 %v50, 48
  %v183 = add i64 %v37, 48
  %v184 = icmp ult i64 %v183, %v38
  %v185 = mul i64 3, %v47
  %v186 = add i64 %v182, %v185
  %v187 = add i64 %v46, 3
  %v188 = icmp ult i64 %v187, %v48
  %v189 = and i1 %v184, %v188
  %v190 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v186
  %v191 = load float, float addrspace(1)* %v190, align 4
  br label %ld_done3
ld_edge2:
  %v192 = bitcast float 0x0000000000000000 to i32
  %v193 = icmp ult i64 %v37, %v38
  %v194 = icmp ult i64 %v46, %v48
  %v195 = and i1 %v193, %v194
  %v196 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v50
  %v197 = ptrtoint float addrspace(1)* %v196 to i64
  %v198 = zext i1 %v195 to i32
  %v199 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v197, i32 %v198, i32 %v192)
  %v200 = bitcast i32 %v199 to float
  %v201 = icmp ult i64 %v37, %v38
  %v202 = add i64 %v50, %v47
  %v203 = add i64 %v46, 1
  %v204 = icmp ult i64 %v203, %v48
  %v205 = and i1 %v201, %v204
  %v206 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v202
  %v207 = ptrtoint float addrspace(1)* %v206 to i64
  %v208 = zext i1 %v205 to i32
  %v209 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v207, i32 %v208, i32 %v192)
  %v210 = bitcast i32 %v209 to float
  %v211 = icmp ult i64 %v37, %v38
  %v212 = mul i64 2, %v47
  %v213 = add i64 %v50, %v212
  %v214 = add i64 %v46, 2
  %v215 = icmp ult i64 %v214, %v48
  %v216 = and i1 %v211, %v215
  %v217 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v213
  %v218 = ptrtoint float addrspace(1)* %v217 to i64
  %v219 = zext i1 %v216 to i32
  %v220 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v218, i32 %v219, i32 %v192)
  %v221 = bitcast i32 %v220 to float
  %v222 = icmp ult i64 %v37, %v38
  %v223 = mul i64 3, %v47
  %v224 = add i64 %v50, %v223
  %v225 = add i64 %v46, 3
  %v226 = icmp ult i64 %v225, %v48
  %v227 = and i1 %v222, %v226
  %v228 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v224
  %v229 = ptrtoint float addrspace(1)* %v228 to i64
  %v230 = zext i1 %v227 to i32
  %v231 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v229, i32 %v230, i32 %v192)
  %v232 = bitcast i32 %v231 to float
  %v233 = add i64 %v50, 16
  %v234 = add i64 %v37, 16
  %v235 = icmp ult i64 %v234, %v38
  %v236 = icmp ult i64 %v46, %v48
  %v237 = and i1 %v235, %v236
  %v238 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v233
  %v239 = ptrtoint float addrspace(1)* %v238 to i64
  %v240 = zext i1 %v237 to i32
  %v241 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v239, i32 %v240, i32 %v192)
  %v242 = bitcast i32 %v241 to float
  %v243 = add i64 %v50, 16
  %v244 = add i64 %v37, 16
  %v245 = icmp ult i64 %v244, %v38
  %v246 = add i64 %v243, %v47
  %v247 = add i64 %v46, 1
  %v248 = icmp ult i64 %v247, %v48
  %v249 = and i1 %v245, %v248
  %v250 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v246
  %v251 = ptrtoint float addrspace(1)* %v250 to i64
  %v252 = zext i1 %v249 to i32
  %v253 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v251, i32 %v252, i32 %v192)
  %v254 = bitcast i32 %v253 to float
  %v255 = add i64 %v50, 16
  %v256 = add i64 %v37, 16
  %v257 = icmp ult i64 %v256, %v38
  %v258 = mul i64 2, %v47
  %v259 = add i64 %v255, %v258
  %v260 = add i64 %v46, 2
  %v261 = icmp ult i64 %v260, %v48
  %v262 = and i1 %v257, %v261
  %v263 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v259
  %v264 = ptrtoint float addrspace(1)* %v263 to i64
  %v265 = zext i1 %v262 to i32
  %v266 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v264, i32 %v265, i32 %v192)
  %v267 = bitcast i32 %v266 to float
  %v268 = add i64 %v50, 16
  %v269 = add i64 %v37, 16
  %v270 = icmp ult i64 %v269, %v38
  %v271 = mul i64 3, %v47
  %v272 = add i64 %v268, %v271
  %v273 = add i64 %v46, 3
  %v274 = icmp ult i64 %v273, %v48
  %v275 = and i1 %v270, %v274
  %v276 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v272
  %v277 = ptrtoint float addrspace(1)* %v276 to i64
  %v278 = zext i1 %v275 to i32
  %v279 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v277, i32 %v278, i32 %v192)
  %v280 = bitcast i32 %v279 to float
  %v281 = add i64 %v50, 32
  %v282 = add i64 %v37, 32
  %v283 = icmp ult i64 %v282, %v38
  %v284 = icmp ult i64 %v46, %v48
  %v285 = and i1 %v283, %v284
  %v286 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v281
  %v287 = ptrtoint float addrspace(1)* %v286 to i64
  %v288 = zext i1 %v285 to i32
  %v289 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v287, i32 %v288, i32 %v192)
  %v290 = bitcast i32 %v289 to float
  %v291 = add i64 %v50, 32
  %v292 = add i64 %v37, 32
  %v293 = icmp ult i64 %v292, %v38
  %v294 = add i64 %v291, %v47
  %v295 = add i64 %v46, 1
  %v296 = icmp ult i64 %v295, %v48
  %v297 = and i1 %v293, %v296
  %v298 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v294
  %v299 = ptrtoint float addrspace(1)* %v298 to i64
  %v300 = zext i1 %v297 to i32
  %v301 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v299, i32 %v300, i32 %v192)
  %v302 = bitcast i32 %v301 to float
  %v303 = add i64 %v50, 32
  %v304 = add i64 %v37, 32
  %v305 = icmp ult i64 %v304, %v38
  %v306 = mul i64 2, %v47
  %v307 = add i64 %v303, %v306
  %v308 = add i64 %v46, 2
  %v309 = icmp ult i64 %v308, %v48
  %v310 = and i1 %v305, %v309
  %v311 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v307
  %v312 = ptrtoint float addrspace(1)* %v311 to i64
  %v313 = zext i1 %v310 to i32
  %v314 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v312, i32 %v313, i32 %v192)
  %v315 = bitcast i32 %v314 to float
  %v316 = add i64 %v50, 32
  %v317 = add i64 %v37, 32
  %v318 = icmp ult i64 %v317, %v38
  %v319 = mul i64 3, %v47
  %v320 = add i64 %v316, %v319
  %v321 = add i64 %v46, 3
  %v322 = icmp ult i64 %v321, %v48
  %v323 = and i1 %v318, %v322
  %v324 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v320
  %v325 = ptrtoint float addrspace(1)* %v324 to i64
  %v326 = zext i1 %v323 to i32
  %v327 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v325, i32 %v326, i32 %v192)
  %v328 = bitcast i32 %v327 to float
  %v329 = add i64 %v50, 48
  %v330 = add i64 %v37, 48
  %v331 = icmp ult i64 %v330, %v38
  %v332 = icmp ult i64 %v46, %v48
  %v333 = and i1 %v331, %v332
  %v334 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v329
  %v335 = ptrtoint float addrspace(1)* %v334 to i64
  %v336 = zext i1 %v333 to i32
  %v337 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v335, i32 %v336, i32 %v192)
  %v338 = bitcast i32 %v337 to float
  %v339 = add i64 %v50, 48
  %v340 = add i64 %v37, 48
  %v341 = icmp ult i64 %v340, %v38
  %v342 = add i64 %v339, %v47
  %v343 = add i64 %v46, 1
  %v344 = icmp ult i64 %v343, %v48
  %v345 = and i1 %v341, %v344
  %v346 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v342
  %v347 = ptrtoint float addrspace(1)* %v346 to i64
  %v348 = zext i1 %v345 to i32
  %v349 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v347, i32 %v348, i32 %v192)
  %v350 = bitcast i32 %v349 to float
  %v351 = add i64 %v50, 48
  %v352 = add i64 %v37, 48
  %v353 = icmp ult i64 %v352, %v38
  %v354 = mul i64 2, %v47
  %v355 = add i64 %v351, %v354
  %v356 = add i64 %v46, 2
  %v357 = icmp ult i64 %v356, %v48
  %v358 = and i1 %v353, %v357
  %v359 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v355
  %v360 = ptrtoint float addrspace(1)* %v359 to i64
  %v361 = zext i1 %v358 to i32
  %v362 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v360, i32 %v361, i32 %v192)
  %v363 = bitcast i32 %v362 to float
  %v364 = add i64 %v50, 48
  %v365 = add i64 %v37, 48
  %v366 = icmp ult i64 %v365, %v38
  %v367 = mul i64 3, %v47
  %v368 = add i64 %v364, %v367
  %v369 = add i64 %v46, 3
  %v370 = icmp ult i64 %v369, %v48
  %v371 = and i1 %v366, %v370
  %v372 = getelementptr inbounds float, float addrspace(1)* %p0, i64 %v368
  %v373 = ptrtoint float addrspace(1)* %v372 to i64
  %v374 = zext i1 %v371 to i32
  %v375 = call i32 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b32 $0, [$1]; }", "=r,l,r,0"(i64 %v373, i32 %v374, i32 %v192)
  %v376 = bitcast i32 %v375 to float
  br label %ld_done3
ld_done3:
  %v377 = phi float [ %v60, %ld_full1 ], [ %v200, %ld_edge2 ]
  %v378 = phi float [ %v67, %ld_full1 ], [ %v210, %ld_edge2 ]
  %v379 = phi float [ %v75, %ld_full1 ], [ %v221, %ld_edge2 ]
  %v380 = phi float [ %v83, %ld_full1 ], [ %v232, %ld_edge2 ]
  %v381 = phi float [ %v90, %ld_full1 ], [ %v242, %ld_edge2 ]
  %v382 = phi float [ %v99, %ld_full1 ], [ %v254, %ld_edge2 ]
  %v383 = phi float [ %v109, %ld_full1 ], [ %v267, %ld_edge2 ]
  %v384 = phi float [ %v119, %ld_full1 ], [ %v280, %ld_edge2 ]
  %v385 = phi float [ %v126, %ld_full1 ], [ %v290, %ld_edge2 ]
  %v386 = phi float [ %v135, %ld_full1 ], [ %v302, %ld_edge2 ]
  %v387 = phi float [ %v145, %ld_full1 ], [ %v315, %ld_edge2 ]
  %v388 = phi float [ %v155, %ld_full1 ], [ %v328, %ld_edge2 ]
  %v389 = phi float [ %v162, %ld_full1 ], [ %v338, %ld_edge2 ]
  %v390 = phi float [ %v171, %ld_full1 ], [ %v350, %ld_edge2 ]
  %v391 = phi float [ %v181, %ld_full1 ], [ %v363, %ld_edge2 ]
  %v392 = phi float [ %v191, %ld_full1 ], [ %v376, %ld_edge2 ]
  %v393 = and i32 %v2, 1
  %v394 = shl i32 %v393, 2
  %v395 = lshr i32 %v2, 1
  %v396 = and i32 %v395, 1
  %v397 = shl i32 %v396, 3
  %v398 = or i32 %v394, %v397
  %v399 = lshr i32 %v2, 2
  %v400 = and i32 %v399, 1
  %v401 = shl i32 %v400, 4
  %v402 = or i32 %v398, %v401
  %v403 = lshr i32 %v2, 3
  %v404 = and i32 %v403, 1
  %v405 = shl i32 %v404, 5
  %v406 = or i32 %v402, %v405
  %v407 = lshr i32 %v2, 4
  %v408 = and i32 %v407, 1
  %v409 = shl i32 %v408, 6
  %v410 = or i32 %v406, %v409
  %v411 = and i32 %v3, 1
  %v412 = shl i32 %v411, 7
  %v413 = or i32 %v410, %v412
  %v414 = lshr i32 %v3, 1
  %v415 = and i32 %v414, 1
  %v416 = shl i32 %v415, 8
  %v417 = or i32 %v413, %v416
  %v418 = lshr i32 %v417, 5
  %v419 = and i32 %v418, 63
  %v420 = and i32 %v417, 31
  %v421 = sext i32 %v5 to i64
  %v422 = mul i64 %v421, 64
  %v423 = zext i32 %v419 to i64
  %v424 = add i64 %v422, %v423
  %v425 = sext i32 %p8 to i64
  %v426 = zext i32 %p6 to i64
  %v427 = mul i64 %v424, %v425
  %v428 = add i64 %v422, 64
  %v429 = icmp sle i64 %v428, %v426
  %v430 = icmp sge i64 %v421, 0
  %v431 = and i1 %v429, %v430
  %v432 = sext i32 %v4 to i64
  %v433 = mul i64 %v432, 32
  %v434 = zext i32 %v420 to i64
  %v435 = add i64 %v433, %v434
  %v436 = zext i32 %p7 to i64
  %v437 = add i64 %v427, %v435
  %v438 = add i64 %v433, 32
  %v439 = icmp sle i64 %v438, %v436
  %v440 = icmp sge i64 %v432, 0
  %v441 = and i1 %v439, %v440
  %v442 = and i1 %v431, %v441
  br i1 %v442, label %st_full4, label %st_edge5
st_full4:
  %v443 = icmp ult i64 %v424, %v426
  %v444 = icmp ult i64 %v435, %v436
  %v445 = and i1 %v443, %v444
  %v446 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v437
  %v447 = insertelement <4 x float> undef, float %v377, i32 0
  %v448 = insertelement <4 x float> %v447, float %v378, i32 1
  %v449 = insertelement <4 x float> %v448, float %v379, i32 2
  %v450 = insertelement <4 x float> %v449, float %v380, i32 3
  %v451 = bitcast float addrspace(1)* %v446 to <4 x float> addrspace(1)*
  store <4 x float> %v450, <4 x float> addrspace(1)* %v451, align 16
  %v452 = mul i64 16, %v425
  %v453 = add i64 %v437, %v452
  %v454 = add i64 %v424, 16
  %v455 = icmp ult i64 %v454, %v426
  %v456 = icmp ult i64 %v435, %v436
  %v457 = and i1 %v455, %v456
  %v458 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v453
  %v459 = insertelement <4 x float> undef, float %v381, i32 0
  %v460 = insertelement <4 x float> %v459, float %v382, i32 1
  %v461 = insertelement <4 x float> %v460, float %v383, i32 2
  %v462 = insertelement <4 x float> %v461, float %v384, i32 3
  %v463 = bitcast float addrspace(1)* %v458 to <4 x float> addrspace(1)*
  store <4 x float> %v462, <4 x float> addrspace(1)* %v463, align 16
  %v464 = mul i64 32, %v425
  %v465 = add i64 %v437, %v464
  %v466 = add i64 %v424, 32
  %v467 = icmp ult i64 %v466, %v426
  %v468 = icmp ult i64 %v435, %v436
  %v469 = and i1 %v467, %v468
  %v470 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v465
  %v471 = insertelement <4 x float> undef, float %v385, i32 0
  %v472 = insertelement <4 x float> %v471, float %v386, i32 1
  %v473 = insertelement <4 x float> %v472, float %v387, i32 2
  %v474 = insertelement <4 x float> %v473, float %v388, i32 3
  %v475 = bitcast float addrspace(1)* %v470 to <4 x float> addrspace(1)*
  store <4 x float> %v474, <4 x float> addrspace(1)* %v475, align 16
  %v476 = mul i64 48, %v425
  %v477 = add i64 %v437, %v476
  %v478 = add i64 %v424, 48
  %v479 = icmp ult i64 %v478, %v426
  %v480 = icmp ult i64 %v435, %v436
  %v481 = and i1 %v479, %v480
  %v482 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v477
  %v483 = insertelement <4 x float> undef, float %v389, i32 0
  %v484 = insertelement <4 x float> %v483, float %v390, i32 1
  %v485 = insertelement <4 x float> %v484, float %v391, i32 2
  %v486 = insertelement <4 x float> %v485, float %v392, i32 3
  %v487 = bitcast float addrspace(1)* %v482 to <4 x float> addrspace(1)*
  store <4 x float> %v486, <4 x float> addrspace(1)* %v487, align 16
  br label %st_done6
st_edge5:
  %v488 = icmp ult i64 %v424, %v426
  %v489 = icmp ult i64 %v435, %v436
  %v490 = and i1 %v488, %v489
  %v491 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v437
  br i1 %v490, label %st7, label %join8
st_done6:
  ret void
st7:
  %v492 = insertelement <4 x float> undef, float %v377, i32 0
  %v493 = insertelement <4 x float> %v492, float %v378, i32 1
  %v494 = insertelement <4 x float> %v493, float %v379, i32 2
  %v495 = insertelement <4 x float> %v494, float %v380, i32 3
  %v496 = bitcast float addrspace(1)* %v491 to <4 x float> addrspace(1)*
  store <4 x float> %v495, <4 x float> addrspace(1)* %v496, align 16
  br label %join8
join8:
  %v497 = mul i64 16, %v425
  %v498 = add i64 %v437, %v497
  %v499 = add i64 %v424, 16
  %v500 = icmp ult i64 %v499, %v426
  %v501 = icmp ult i64 %v435, %v436
  %v502 = and i1 %v500, %v501
  %v503 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v498
  br i1 %v502, label %st9, label %join10
st9:
  %v504 = insertelement <4 x float> undef, float %v381, i32 0
  %v505 = insertelement <4 x float> %v504, float %v382, i32 1
  %v506 = insertelement <4 x float> %v505, float %v383, i32 2
  %v507 = insertelement <4 x float> %v506, float %v384, i32 3
  %v508 = bitcast float addrspace(1)* %v503 to <4 x float> addrspace(1)*
  store <4 x float> %v507, <4 x float> addrspace(1)* %v508, align 16
  br label %join10
join10:
  %v509 = mul i64 32, %v425
  %v510 = add i64 %v437, %v509
  %v511 = add i64 %v424, 32
  %v512 = icmp ult i64 %v511, %v426
  %v513 = icmp ult i64 %v435, %v436
  %v514 = and i1 %v512, %v513
  %v515 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v510
  br i1 %v514, label %st11, label %join12
st11:
  %v516 = insertelement <4 x float> undef, float %v385, i32 0
  %v517 = insertelement <4 x float> %v516, float %v386, i32 1
  %v518 = insertelement <4 x float> %v517, float %v387, i32 2
  %v519 = insertelement <4 x float> %v518, float %v388, i32 3
  %v520 = bitcast float addrspace(1)* %v515 to <4 x float> addrspace(1)*
  store <4 x float> %v519, <4 x float> addrspace(1)* %v520, align 16
  br label %join12
join12:
  %v521 = mul i64 48, %v425
  %v522 = add i64 %v437, %v521
  %v523 = add i64 %v424, 48
  %v524 = icmp ult i64 %v523, %v426
  %v525 = icmp ult i64 %v435, %v436
  %v526 = and i1 %v524, %v525
  %v527 = getelementptr inbounds float, float addrspace(1)* %p5, i64 %v522
  br i1 %v526, label %st13, label %join14
st13:
  %v528 = insertelement <4 x float> undef, float %v389, i32 0
  %v529 = insertelement <4 x float> %v528, float %v390, i32 1
  %v530 = insertelement <4 x float> %v529, float %v391, i32 2
  %v531 = insertelement <4 x float> %v530, float %v392, i32 3
  %v532 = bitcast float addrspace(1)* %v527 to <4 x float> addrspace(1)*
  store <4 x float> %v531, <4 x float> addrspace(1)* %v532, align 16
  br label %join14
join14:
  br label %st_done6
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @transpose_by_order, !"kernel", i32 1}
!1 = !{void (float addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @transpose_by_order, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel transpose_last_two [TM=32, TN=16]
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"


define void @transpose_last_two(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, i32 %p5, i32 %p6, half addrspace(1)* noalias %p7, i32 %p8, i32 %p9, i32 %p10, i32 %p11, i32 %p12, i32 %p13) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %v7 = and i32 %v2, 1
  %v8 = shl i32 %v7, 3
  %v9 = lshr i32 %v2, 1
  %v10 = and i32 %v9, 1
  %v11 = shl i32 %v10, 4
  %v12 = or i32 %v8, %v11
  %v13 = lshr i32 %v2, 2
  %v14 = and i32 %v13, 1
  %v15 = shl i32 %v14, 5
  %v16 = or i32 %v12, %v15
  %v17 = lshr i32 %v2, 3
  %v18 = and i32 %v17, 1
  %v19 = shl i32 %v18, 6
  %v20 = or i32 %v16, %v19
  %v21 = lshr i32 %v2, 4
  %v22 = and i32 %v21, 1
  %v23 = shl i32 %v22, 7
  %v24 = or i32 %v20, %v23
  %v25 = and i32 %v3, 1
  %v26 = shl i32 %v25, 8
  %v27 = or i32 %v24, %v26
  %v28 = lshr i32 %v27, 9
  %v29 = lshr i32 %v27, 5
  %v30 = and i32 %v29, 15
  %v31 = and i32 %v27, 31
  %v32 = sext i32 %v6 to i64
  %v33 = sext i32 %p4 to i64
  %v34 = zext i32 %p1 to i64
  %v35 = mul i64 %v32, %v33
  %v36 = add i64 %v32, 1
  %v37 = icmp sle i64 %v36, %v34
  %v38 = icmp sge i64 %v32, 0
  %v39 = and i1 %v37, %v38
  %v40 = sext i32 %v5 to i64
  %v41 = mul i64 %v40, 16
  %v42 = zext i32 %v30 to i64
  %v43 = add i64 %v41, %v42
  %v44 = zext i32 %p3 to i64
  %v45 = add i64 %v35, %v43
  %v46 = add i64 %v41, 16
  %v47 = icmp sle i64 %v46, %v44
  %v48 = icmp sge i64 %v40, 0
  %v49 = and i1 %v47, %v48
  %v50 = and i1 %v39, %v49
  %v51 = sext i32 %v4 to i64
  %v52 = mul i64 %v51, 32
  %v53 = zext i32 %v31 to i64
  %v54 = add i64 %v52, %v53
  %v55 = sext i32 %p5 to i64
  %v56 = zext i32 %p2 to i64
  %v57 = mul i64 %v54, %v55
  %v58 = add i64 %v45, %v57
  %v59 = add i64 %v52, 32
  %v60 = icmp sle i64 %v59, %v56
  %v61 = icmp sge i64 %v51, 0
  %v62 = and i1 %v60, %v61
  %v63 = and i1 %v50, %v62
  br i1 %v63, label %ld_full1, label %ld_edge2
ld_full1:
  %v64 = icmp ult i64 %v32, %v34
  %v65 = icmp ult i64 %v43, %v44
  %v66 = and i1 %v64, %v65
  %v67 = icmp ult i64 %v54, %v56
  %v68 = and i1 %v66, %v67
  %v69 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v58
  %v70 = load half, half addrspace(1)* %v69, align 2
  %v71 = fpext half %v70 to float
  %v72 = icmp ult i64 %v32, %v34
  %v73 = icmp ult i64 %v43, %v44
  %v74 = and i1 %v72, %v73
  %v75 = add i64 %v58, %v55
  %v76 = add i64 %v54, 1
  %v77 = icmp ult i64 %v76, %v56
  %v78 = and i1 %v74, %v77
  %v79 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v75
  %v80 = load half, half addrspace(1)* %v79, align 2
  %v81 = fpext half %v80 to float
  %v82 = icmp ult i64 %v32, %v34
  %v83 = icmp ult i64 %v43, %v44
  %v84 = and i1 %v82, %v83
  %v85 = mul i64 2, %v55
  %v86 = add i64 %v58, %v85
  %v87 = add i64 %v54, 2
  %v88 = icmp ult i64 %v87, %v56
  %v89 = and i1 %v84, %v88
  %v90 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v86
  %v91 = load half, half addrspace(1)* %v90, align 2
  %v92 = fpext half %v91 to float
  %v93 = icmp ult i64 %v32, %v34
  %v94 = icmp ult i64 %v43, %v44
  %v95 = and i1 %v93, %v94
  %v96 = mul i64 3, %v55
  %v97 = add i64 %v58, %v96
  %v98 = add i64 %v54, 3
  %v99 = icmp ult i64 %v98, %v56
  %v100 = and i1 %v95, %v99
  %v101 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v97
  %v102 = load half, half addrspace(1)* %v101, align 2
  %v103 = fpext half %v102 to float
  %v104 = icmp ult i64 %v32, %v34
  %v105 = icmp ult i64 %v43, %v44
  %v106 = and i1 %v104, %v105
  %v107 = mul i64 4, %v55
  %v108 = add i64 %v58, %v107
  %v109 = add i64 %v54, 4
  %v110 = icmp ult i64 %v109, %v56
  %v111 = and i1 %v106, %v110
  %v112 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v108
  %v113 = load half, half addrspace(1)* %v112, align 2
  %v114 = fpext half %v113 to float
  %v115 = icmp ult i64 %v32, %v34
  %v116 = icmp ult i64 %v43, %v44
  %v117 = and i1 %v115, %v116
  %v118 = mul i64 5, %v55
  %v119 = add i64 %v58, %v118
  %v120 = add i64 %v54, 5
  %v121 = icmp ult i64 %v120, %v56
  %v122 = and i1 %v117, %v121
  %v123 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v119
  %v124 = load half, half addrspace(1)* %v123, align 2
  %v125 = fpext half %v124 to float
  %v126 = icmp ult i64 %v32, %v34
  %v127 = icmp ult i64 %v43, %v44
  %v128 = and i1 %v126, %v127
  %v129 = mul i64 6, %v55
  %v130 = add i64 %v58, %v129
  %v131 = add i64 %v54, 6
  %v132 = icmp ult i64 %v131, %v56
  %v133 = and i1 %v128, %v132
  %v134 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v130
  %v135 = load half, half addrspace(1)* %v134, align 2
  %v136 = fpext half %v135 to float
  %v137 = icmp ult i64 %v32, %v34
  %v138 = icmp ult i64 %v43, %v44
  %v139 = and i1 %v137, %v138
  %v140 = mul i64 7, %v55
  %v141 = add i64 %v58, %v140
  %v142 = add i64 %v54, 7
  %v143 = icmp ult i64 %v142, %v56
  %v144 = and i1 %v139, %v143
  %v145 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v141
  %v146 = load half, half addrspace(1)* %v145, align 2
  %v147 = fpext half %v146 to float
  br label %ld_done3
ld_edge2:
  %v148 = fptrunc float 0x0000000000000000 to half
  %v149 = bitcast half %v148 to i16
  %v150 = icmp ult i64 %v32, %v34
  %v151 = icmp ult i64 %v43, %v44
  %v152 = and i1 %v150, %v151
  %v153 = icmp ult i64 %v54, %v56
  %v154 = and i1 %v152, %v153
  %v155 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v58
  %v156 = ptrtoint half addrspace(1)* %v155 to i64
  %v157 = zext i1 %v154 to i32
  %v158 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v156, i32 %v157, i16 %v149)
  %v159 = bitcast i16 %v158 to half
  %v160 = fpext half %v159 to float
  %v161 = icmp ult i64 %v32, %v34
  %v162 = icmp ult i64 %v43, %v44
  %v163 = and i1 %v161, %v162
  %v164 = add i64 %v58, %v55
  %v165 = add i64 %v54, 1
  %v166 = icmp ult i64 %v165, %v56
  %v167 = and i1 %v163, %v166
  %v168 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v164
  %v169 = ptrtoint half addrspace(1)* %v168 to i64
  %v170 = zext i1 %v167 to i32
  %v171 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v169, i32 %v170, i16 %v149)
  %v172 = bitcast i16 %v171 to half
  %v173 = fpext half %v172 to float
  %v174 = icmp ult i64 %v32, %v34
  %v175 = icmp ult i64 %v43, %v44
  %v176 = and i1 %v174, %v175
  %v177 = mul i64 2, %v55
  %v178 = add i64 %v58, %v177
  %v179 = add i64 %v54, 2
  %v180 = icmp ult i64 %v179, %v56
  %v181 = and i1 %v176, %v180
  %v182 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v178
  %v183 = ptrtoint half addrspace(1)* %v182 to i64
  %v184 = zext i1 %v181 to i32
  %v185 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v183, i32 %v184, i16 %v149)
  %v186 = bitcast i16 %v185 to half
  %v187 = fpext half %v186 to float
  %v188 = icmp ult i64 %v32, %v34
  %v189 = icmp ult i64 %v43, %v44
  %v190 = and i1 %v188, %v189
  %v191 = mul i64 3, %v55
  %v192 = add i64 %v58, %v191
  %v193 = add i64 %v54, 3
  %v194 = icmp ult i64 %v193, %v56
  %v195 = and i1 %v190, %v194
  %v196 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v192
  %v197 = ptrtoint half addrspace(1)* %v196 to i64
  %v198 = zext i1 %v195 to i32
  %v199 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v197, i32 %v198, i16 %v149)
  %v200 = bitcast i16 %v199 to half
  %v201 = fpext half %v200 to float
  %v202 = icmp ult i64 %v32, %v34
  %v203 = icmp ult i64 %v43, %v44
  %v204 = and i1 %v202, %v203
  %v205 = mul i64 4, %v55
  %v206 = add i64 %v58, %v205
  %v207 = add i64 %v54, 4
  %v208 = icmp ult i64 %v207, %v56
  %v209 = and i1 %v204, %v208
  %v210 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v206
  %v211 = ptrtoint half addrspace(1)* %v210 to i64
  %v212 = zext i1 %v209 to i32
  %v213 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v211, i32 %v212, i16 %v149)
  %v214 = bitcast i16 %v213 to half
  %v215 = fpext half %v214 to float
  %v216 = icmp ult i64 %v32, %v34
  %v217 = icmp ult i64 %v43, %v44
  %v218 = and i1 %v216, %v217
  %v219 = mul i64 5, %v55
  %v220 = add i64 %v58, %v219
  %v221 = add i64 %v54, 5
  %v222 = icmp ult i64 %v221, %v56
  %v223 = and i1 %v218, %v222
  %v224 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v220
  %v225 = ptrtoint half addrspace(1)* %v224 to i64
  %v226 = zext i1 %v223 to i32
  %v227 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v225, i32 %v226, i16 %v149)
  %v228 = bitcast i16 %v227 to half
  %v229 = fpext half %v228 to float
  %v230 = icmp ult i64 %v32, %v34
  %v231 = icmp ult i64 %v43, %v44
  %v232 = and i1 %v230, %v231
  %v233 = mul i64 6, %v55
  %v234 = add i64 %v58, %v233
  %v235 = add i64 %v54, 6
  %v236 = icmp ult i64 %v235, %v56
  %v237 = and i1 %v232, %v236
  %v238 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v234
  %v239 = ptrtoint half addrspace(1)* %v238 to i64
  %v240 = zext i1 %v237 to i32
  %v241 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v239, i32 %v240, i16 %v149)
  %v242 = bitcast i16 %v241 to half
  %v243 = fpext half %v242 to float
  %v244 = icmp ult i64 %v32, %v34
  %v245 = icmp ult i64 %v43, %v44
  %v246 = and i1 %v244, %v245
  %v247 = mul i64 7, %v55
  %v248 = add i64 %v58, %v247
  %v249 = add i64 %v54, 7
  %v250 = icmp ult i64 %v249, %v56
  %v251 = and i1 %v246, %v250
  %v252 = getelementptr inbounds half, half addrspace(1)* %p0, i64 %v248
  %v253 = ptrtoint half addrspace(1)* %v252 to i64
  %v254 = zext i1 %v251 to i32
  %v255 = call i16 asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $2, 0; @p ld.global.nc.b16 $0, [$1]; }", "=h,l,r,0"(i64 %v253, i32 %v254, i16 %v149)
  %v256 = bitcast i16 %v255 to half
  %v257 = fpext half %v256 to float
  br label %ld_done3
ld_done3:
  %v258 = phi float [ %v71, %ld_full1 ], [ %v160, %ld_edge2 ]
  %v259 = phi float [ %v81, %ld_full1 ], [ %v173, %ld_edge2 ]
  %v260 = phi float [ %v92, %ld_full1 ], [ %v187, %ld_edge2 ]
  %v261 = phi float [ %v103, %ld_full1 ], [ %v201, %ld_edge2 ]
  %v262 = phi float [ %v114, %ld_full1 ], [ %v215, %ld_edge2 ]
  %v263 = phi float [ %v125, %ld_full1 ], [ %v229, %ld_edge2 ]
  %v264 = phi float [ %v136, %ld_full1 ], [ %v243, %ld_edge2 ]
  %v265 = phi float [ %v147, %ld_full1 ], [ %v257, %ld_edge2 ]
  %v266 = and i32 %v2, 1
  %v267 = shl i32 %v266, 3
  %v268 = lshr i32 %v2, 1
  %v269 = and i32 %v268, 1
  %v270 = shl i32 %v269, 4
  %v271 = or i32 %v267, %v270
  %v272 = lshr i32 %v2, 2
  %v273 = and i32 %v272, 1
  %v274 = shl i32 %v273, 5
  %v275 = or i32 %v271, %v274
  %v276 = lshr i32 %v2, 3
  %v277 = and i32 %v276, 1
  %v278 = shl i32 %v277, 6
  %v279 = or i32 %v275, %v278
  %v280 = lshr i32 %v2, 4
  %v281 = and i32 %v280, 1
  %v282 = shl i32 %v281, 7
  %v283 = or i32 %v279, %v282
  %v284 = and i32 %v3, 1
  %v285 = shl i32 %v284, 8
  %v286 = or i32 %v283, %v285
  %v287 = lshr i32 %v286, 9
  %v288 = lshr i32 %v286, 5
  %v289 = and i32 %v288, 15
  %v290 = and i32 %v286, 31
  %v291 = sext i32 %v6 to i64
  %v292 = sext i32 %p11 to i64
  %v293 = zext i32 %p8 to i64
  %v294 = mul i64 %v291, %v292
  %v295 = add i64 %v291, 1
  %v296 = icmp sle i64 %v295, %v293
  %v297 = icmp sge i64 %v291, 0
  %v298 = and i1 %v296, %v297
  %v299 = sext i32 %v5 to i64
  %v300 = mul i64 %v299, 16
  %v301 = zext i32 %v289 to i64
  %v302 = add i64 %v300, %v301
  %v303 = sext i32 %p12 to i64
  %v304 = zext i32 %p9 to i64
  %v305 = mul i64 %v302, %v303
  %v306 = add i64 %v294, %v305
  %v307 = add i64 %v300, 16
  %v308 = icmp sle i64 %v307, %v304
  %v309 = icmp sge i64 %v299, 0
  %v310 = and i1 %v308, %v309
  %v311 = and i1 %v298, %v310
  %v312 = sext i32 %v4 to i64
  %v313 = mul i64 %v312, 32
  %v314 = zext i32 %v290 to i64
  %v315 = add i64 %v313, %v314
  %v316 = zext i32 %p10 to i64
  %v317 = add i64 %v306, %v315
  %v318 = add i64 %v313, 32
  %v319 = icmp sle i64 %v318, %v316
  %v320 = icmp sge i64 %v312, 0
  %v321 = and i1 %v319, %v320
  %v322 = and i1 %v311, %v321
  %v323 = and i32 %v3, 2
  %v324 = icmp eq i32 %v323, 0
  br i1 %v324, label %st_owner4, label %join5
st_owner4:
  br i1 %v322, label %st_full6, label %st_edge7
join5:
  ret void
st_full6:
  %v325 = icmp ult i64 %v291, %v293
  %v326 = icmp ult i64 %v302, %v304
  %v327 = and i1 %v325, %v326
  %v328 = icmp ult i64 %v315, %v316
  %v329 = and i1 %v327, %v328
  %v330 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v317
  %v331 = fptrunc float %v258 to half
  %v332 = fptrunc float %v259 to half
  %v333 = fptrunc float %v260 to half
  %v334 = fptrunc float %v261 to half
  %v335 = bitcast half %v331 to i16
  %v336 = zext i16 %v335 to i32
  %v337 = bitcast half %v332 to i16
  %v338 = zext i16 %v337 to i32
  %v339 = shl i32 %v338, 16
  %v340 = or i32 %v336, %v339
  %v341 = bitcast half %v333 to i16
  %v342 = zext i16 %v341 to i32
  %v343 = bitcast half %v334 to i16
  %v344 = zext i16 %v343 to i32
  %v345 = shl i32 %v344, 16
  %v346 = or i32 %v342, %v345
  %v347 = insertelement <2 x i32> undef, i32 %v340, i32 0
  %v348 = insertelement <2 x i32> %v347, i32 %v346, i32 1
  %v349 = bitcast half addrspace(1)* %v330 to <2 x i32> addrspace(1)*
  store <2 x i32> %v348, <2 x i32> addrspace(1)* %v349, align 8
  %v350 = icmp ult i64 %v291, %v293
  %v351 = icmp ult i64 %v302, %v304
  %v352 = and i1 %v350, %v351
  %v353 = add i64 %v317, 4
  %v354 = add i64 %v315, 4
  %v355 = icmp ult i64 %v354, %v316
  %v356 = and i1 %v352, %v355
  %v357 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v353
  %v358 = fptrunc float %v262 to half
  %v359 = fptrunc float %v263 to half
  %v360 = fptrunc float %v264 to half
  %v361 = fptrunc float %v265 to half
  %v362 = bitcast half %v358 to i16
  %v363 = zext i16 %v362 to i32
  %v364 = bitcast half %v359 to i16
  %v365 = zext i16 %v364 to i32
  %v366 = shl i32 %v365, 16
  %v367 = or i32 %v363, %v366
  %v368 = bitcast half %v360 to i16
  %v369 = zext i16 %v368 to i32
  %v370 = bitcast half %v361 to i16
  %v371 = zext i16 %v370 to i32
  %v372 = shl i32 %v371, 16
  %v373 = or i32 %v369, %v372
  %v374 = insertelement <2 x i32> undef, i32 %v367, i32 0
  %v375 = insertelement <2 x i32> %v374, i32 %v373, i32 1
  %v376 = bitcast half addrspace(1)* %v357 to <2 x i32> addrspace(1)*
  store <2 x i32> %v375, <2 x i32> addrspace(1)* %v376, align 8
  br label %st_done8
st_edge7:
  %v377 = icmp ult i64 %v291, %v293
  %v378 = icmp ult i64 %v302, %v304
  %v379 = and i1 %v377, %v378
  %v380 = icmp ult i64 %v315, %v316
  %v381 = and i1 %v379, %v380
  %v382 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v317
  br i1 %v381, label %st9, label %join10
st_done8:
  br label %join5
st9:
  %v383 = fptrunc float %v258 to half
  %v384 = fptrunc float %v259 to half
  %v385 = fptrunc float %v260 to half
  %v386 = fptrunc float %v261 to half
  %v387 = bitcast half %v383 to i16
  %v388 = zext i16 %v387 to i32
  %v389 = bitcast half %v384 to i16
  %v390 = zext i16 %v389 to i32
  %v391 = shl i32 %v390, 16
  %v392 = or i32 %v388, %v391
  %v393 = bitcast half %v385 to i16
  %v394 = zext i16 %v393 to i32
  %v395 = bitcast half %v386 to i16
  %v396 = zext i16 %v395 to i32
  %v397 = shl i32 %v396, 16
  %v398 = or i32 %v394, %v397
  %v399 = insertelement <2 x i32> undef, i32 %v392, i32 0
  %v400 = insertelement <2 x i32> %v399, i32 %v398, i32 1
  %v401 = bitcast half addrspace(1)* %v382 to <2 x i32> addrspace(1)*
  store <2 x i32> %v400, <2 x i32> addrspace(1)* %v401, align 8
  br label %join10
join10:
  %v402 = icmp ult i64 %v291, %v293
  %v403 = icmp ult i64 %v302, %v304
  %v404 = and i1 %v402, %v403
  %v405 = add i64 %v317, 4
  %v406 = add i64 %v315, 4
  %v407 = icmp ult i64 %v406, %v316
  %v408 = and i1 %v404, %v407
  %v409 = getelementptr inbounds half, half addrspace(1)* %p7, i64 %v405
  br i1 %v408, label %st11, label %join12
st11:
  %v410 = fptrunc float %v262 to half
  %v411 = fptrunc float %v263 to half
  %v412 = fptrunc float %v264 to half
  %v413 = fptrunc float %v265 to half
  %v414 = bitcast half %v410 to i16
  %v415 = zext i16 %v414 to i32
  %v416 = bitcast half %v411 to i16
  %v417 = zext i16 %v416 to i32
  %v418 = shl i32 %v417, 16
  %v419 = or i32 %v415, %v418
  %v420 = bitcast half %v412 to i16
  %v421 = zext i16 %v420 to i32
  %v422 = bitcast half %v413 to i16
  %v423 = zext i16 %v422 to i32
  %v424 = shl i32 %v423, 16
  %v425 = or i32 %v421, %v424
  %v426 = insertelement <2 x i32> undef, i32 %v419, i32 0
  %v427 = insertelement <2 x i32> %v426, i32 %v425, i32 1
  %v428 = bitcast half addrspace(1)* %v409 to <2 x i32> addrspace(1)*
  store <2 x i32> %v427, <2 x i32> addrspace(1)* %v428, align 8
  br label %join12
join12:
  br label %st_done8
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, i32, i32)* @transpose_last_two, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, i32, i32)* @transpose_last_two, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
