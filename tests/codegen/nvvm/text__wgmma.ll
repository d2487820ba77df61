; kernel gemm_nn []
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 1024

define void @gemm_nn(i16 addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, i16 addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, float addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = icmp eq i32 64, 0
  %v7 = select i1 %v6, i32 1, i32 64
  %v8 = icmp eq i32 64, -1
  %v9 = select i1 %v8, i32 1, i32 %v7
  %v10 = sdiv i32 %p2, %v9
  %v11 = sub i32 0, %v10
  %v12 = select i1 %v8, i32 %v11, i32 %v10
  %v13 = srem i32 %p2, %v9
  %v14 = select i1 %v8, i32 0, i32 %v13
  %v15 = icmp ne i32 %v14, 0
  %v16 = xor i32 %v14, 64
  %v17 = icmp slt i32 %v16, 0
  %v18 = and i1 %v15, %v17
  %v19 = sub i32 %v12, 1
  %v20 = add i32 %v14, 64
  %v21 = select i1 %v18, i32 %v19, i32 %v12
  %v22 = select i1 %v18, i32 %v20, i32 %v14
  %v23 = select i1 %v6, i32 0, i32 %v21
  %v24 = sext i32 %v23 to i64
  %v154 = sext i32 %p3 to i64
  %v155 = udiv i32 %v1, 8
  %v156 = urem i32 %v1, 8
  %v157 = mul i32 %v156, 8
  %v158 = udiv i32 %v157, 64
  %v159 = mul i32 %v158, 16384
  %v160 = lshr i32 %v157, 3
  %v161 = and i32 %v160, 7
  %v162 = and i32 %v155, 7
  %v163 = xor i32 %v161, %v162
  %v164 = shl i32 %v163, 4
  %v165 = shl i32 %v155, 7
  %v166 = add i32 %v159, %v165
  %v167 = add i32 %v166, %v164
  %v168 = zext i32 %v155 to i64
  %v169 = zext i32 %v157 to i64
  %v170 = mul i64 %v168, %v154
  %v171 = add i64 %v170, %v169
  %v172 = mul i64 %v154, 16
  %v173 = sext i32 %p8 to i64
  %v174 = udiv i32 %v1, 16
  %v175 = urem i32 %v1, 16
  %v176 = mul i32 %v175, 8
  %v177 = udiv i32 %v176, 64
  %v178 = mul i32 %v177, 8192
  %v179 = lshr i32 %v176, 3
  %v180 = and i32 %v179, 7
  %v181 = and i32 %v174, 7
  %v182 = xor i32 %v180, %v181
  %v183 = shl i32 %v182, 4
  %v184 = shl i32 %v174, 7
  %v185 = add i32 %v178, %v184
  %v186 = add i32 %v185, %v183
  %v187 = zext i32 %v174 to i64
  %v188 = zext i32 %v176 to i64
  %v189 = mul i64 %v187, %v173
  %v190 = add i64 %v189, %v188
  %v191 = mul i64 %v173, 8
  call void @llvm.nvvm.barrier0()
  %v192 = icmp slt i64 0, %v24
  %v193 = icmp sgt i64 0, %v24
  %v194 = icmp sgt i64 1, 0
  %v195 = select i1 %v194, i1 %v192, i1 %v193
  %v196 = sext i32 %v4 to i64
  %v197 = mul i64 %v196, 128
  %v198 = zext i32 %p1 to i64
  %v199 = zext i32 %p2 to i64
  %v200 = sext i32 %p3 to i64
  %v201 = zext i32 %v157 to i64
  %v202 = sub i64 %v199, %v201
  %v203 = icmp slt i64 %v202, 0
  %v204 = select i1 %v203, i64 0, i64 %v202
  %v205 = icmp sgt i64 %v204, 8
  %v206 = select i1 %v205, i64 8, i64 %v204
  %v207 = trunc i64 %v206 to i32
  %v208 = shl i32 %v207, 1
  %v209 = icmp sge i64 %v201, 0
  %v210 = and i1 %v209, %v195
  %v211 = zext i32 %v155 to i64
  %v212 = add i64 %v197, %v211
  %v213 = mul i64 %v197, %v200
  %v214 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v213
  %v215 = getelementptr inbounds i16, i16 addrspace(1)* %v214, i64 %v171
  %v216 = icmp ult i64 %v212, %v198
  %v217 = and i1 %v216, %v210
  %v218 = select i1 %v217, i32 %v208, i32 0
  %v219 = ptrtoint i16 addrspace(1)* %v215 to i64
  %v220 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v167
  %v221 = ptrtoint i8 addrspace(3)* %v220 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v221, i64 %v219, i32 %v218)
  %v222 = getelementptr inbounds i16, i16 addrspace(1)* %v215, i64 %v172
  %v223 = add i64 %v212, 16
  %v224 = icmp ult i64 %v223, %v198
  %v225 = and i1 %v224, %v210
  %v226 = select i1 %v225, i32 %v208, i32 0
  %v227 = ptrtoint i16 addrspace(1)* %v222 to i64
  %v228 = add i32 %v167, 2048
  %v229 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v228
  %v230 = ptrtoint i8 addrspace(3)* %v229 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v230, i64 %v227, i32 %v226)
  %v231 = getelementptr inbounds i16, i16 addrspace(1)* %v222, i64 %v172
  %v232 = add i64 %v212, 32
  %v233 = icmp ult i64 %v232, %v198
  %v234 = and i1 %v233, %v210
  %v235 = select i1 %v234, i32 %v208, i32 0
  %v236 = ptrtoint i16 addrspace(1)* %v231 to i64
  %v237 = add i32 %v167, 4096
  %v238 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v237
  %v239 = ptrtoint i8 addrspace(3)* %v238 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v239, i64 %v236, i32 %v235)
  %v240 = getelementptr inbounds i16, i16 addrspace(1)* %v231, i64 %v172
  %v241 = add i64 %v212, 48
  %v242 = icmp ult i64 %v241, %v198
  %v243 = and i1 %v242, %v210
  %v244 = select i1 %v243, i32 %v208, i32 0
  %v245 = ptrtoint i16 addrspace(1)* %v240 to i64
  %v246 = add i32 %v167, 6144
  %v247 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v246
  %v248 = ptrtoint i8 addrspace(3)* %v247 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v248, i64 %v245, i32 %v244)
  %v249 = getelementptr inbounds i16, i16 addrspace(1)* %v240, i64 %v172
  %v250 = add i64 %v212, 64
  %v251 = icmp ult i64 %v250, %v198
  %v252 = and i1 %v251, %v210
  %v253 = select i1 %v252, i32 %v208, i32 0
  %v254 = ptrtoint i16 addrspace(1)* %v249 to i64
  %v255 = add i32 %v167, 8192
  %v256 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v255
  %v257 = ptrtoint i8 addrspace(3)* %v256 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v257, i64 %v254, i32 %v253)
  %v258 = getelementptr inbounds i16, i16 addrspace(1)* %v249, i64 %v172
  %v259 = add i64 %v212, 80
  %v260 = icmp ult i64 %v259, %v198
  %v261 = and i1 %v260, %v210
  %v262 = select i1 %v261, i32 %v208, i32 0
  %v263 = ptrtoint i16 addrspace(1)* %v258 to i64
  %v264 = add i32 %v167, 10240
  %v265 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v264
  %v266 = ptrtoint i8 addrspace(3)* %v265 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v266, i64 %v263, i32 %v262)
  %v267 = getelementptr inbounds i16, i16 addrspace(1)* %v258, i64 %v172
  %v268 = add i64 %v212, 96
  %v269 = icmp ult i64 %v268, %v198
  %v270 = and i1 %v269, %v210
  %v271 = select i1 %v270, i32 %v208, i32 0
  %v272 = ptrtoint i16 addrspace(1)* %v267 to i64
  %v273 = add i32 %v167, 12288
  %v274 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v273
  %v275 = ptrtoint i8 addrspace(3)* %v274 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v275, i64 %v272, i32 %v271)
  %v276 = getelementptr inbounds i16, i16 addrspace(1)* %v267, i64 %v172
  %v277 = add i64 %v212, 112
  %v278 = icmp ult i64 %v277, %v198
  %v279 = and i1 %v278, %v210
  %v280 = select i1 %v279, i32 %v208, i32 0
  %v281 = ptrtoint i16 addrspace(1)* %v276 to i64
  %v282 = add i32 %v167, 14336
  %v283 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v282
  %v284 = ptrtoint i8 addrspace(3)* %v283 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v284, i64 %v281, i32 %v280)
  %v285 = sext i32 %v5 to i64
  %v286 = mul i64 %v285, 128
  %v287 = zext i32 %p6 to i64
  %v288 = zext i32 %p7 to i64
  %v289 = sext i32 %p8 to i64
  %v290 = zext i32 %v176 to i64
  %v291 = add i64 %v286, %v290
  %v292 = sub i64 %v288, %v291
  %v293 = icmp slt i64 %v292, 0
  %v294 = select i1 %v293, i64 0, i64 %v292
  %v295 = icmp sgt i64 %v294, 8
  %v296 = select i1 %v295, i64 8, i64 %v294
  %v297 = trunc i64 %v296 to i32
  %v298 = shl i32 %v297, 1
  %v299 = icmp sge i64 %v291, 0
  %v300 = and i1 %v299, %v195
  %v301 = zext i32 %v174 to i64
  %v302 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v286
  %v303 = getelementptr inbounds i16, i16 addrspace(1)* %v302, i64 %v190
  %v304 = icmp ult i64 %v301, %v287
  %v305 = and i1 %v304, %v300
  %v306 = select i1 %v305, i32 %v298, i32 0
  %v307 = ptrtoint i16 addrspace(1)* %v303 to i64
  %v308 = add i32 %v186, 16384
  %v309 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v308
  %v310 = ptrtoint i8 addrspace(3)* %v309 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v310, i64 %v307, i32 %v306)
  %v311 = getelementptr inbounds i16, i16 addrspace(1)* %v303, i64 %v191
  %v312 = add i64 %v301, 8
  %v313 = icmp ult i64 %v312, %v287
  %v314 = and i1 %v313, %v300
  %v315 = select i1 %v314, i32 %v298, i32 0
  %v316 = ptrtoint i16 addrspace(1)* %v311 to i64
  %v317 = add i32 %v186, 16384
  %v318 = add i32 %v317, 1024
  %v319 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v318
  %v320 = ptrtoint i8 addrspace(3)* %v319 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v320, i64 %v316, i32 %v315)
  %v321 = getelementptr inbounds i16, i16 addrspace(1)* %v311, i64 %v191
  %v322 = add i64 %v301, 16
  %v323 = icmp ult i64 %v322, %v287
  %v324 = and i1 %v323, %v300
  %v325 = select i1 %v324, i32 %v298, i32 0
  %v326 = ptrtoint i16 addrspace(1)* %v321 to i64
  %v327 = add i32 %v186, 16384
  %v328 = add i32 %v327, 2048
  %v329 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v328
  %v330 = ptrtoint i8 addrspace(3)* %v329 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v330, i64 %v326, i32 %v325)
  %v331 = getelementptr inbounds i16, i16 addrspace(1)* %v321, i64 %v191
  %v332 = add i64 %v301, 24
  %v333 = icmp ult i64 %v332, %v287
  %v334 = and i1 %v333, %v300
  %v335 = select i1 %v334, i32 %v298, i32 0
  %v336 = ptrtoint i16 addrspace(1)* %v331 to i64
  %v337 = add i32 %v186, 16384
  %v338 = add i32 %v337, 3072
  %v339 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v338
  %v340 = ptrtoint i8 addrspace(3)* %v339 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v340, i64 %v336, i32 %v335)
  %v341 = getelementptr inbounds i16, i16 addrspace(1)* %v331, i64 %v191
  %v342 = add i64 %v301, 32
  %v343 = icmp ult i64 %v342, %v287
  %v344 = and i1 %v343, %v300
  %v345 = select i1 %v344, i32 %v298, i32 0
  %v346 = ptrtoint i16 addrspace(1)* %v341 to i64
  %v347 = add i32 %v186, 16384
  %v348 = add i32 %v347, 4096
  %v349 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v348
  %v350 = ptrtoint i8 addrspace(3)* %v349 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v350, i64 %v346, i32 %v345)
  %v351 = getelementptr inbounds i16, i16 addrspace(1)* %v341, i64 %v191
  %v352 = add i64 %v301, 40
  %v353 = icmp ult i64 %v352, %v287
  %v354 = and i1 %v353, %v300
  %v355 = select i1 %v354, i32 %v298, i32 0
  %v356 = ptrtoint i16 addrspace(1)* %v351 to i64
  %v357 = add i32 %v186, 16384
  %v358 = add i32 %v357, 5120
  %v359 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v358
  %v360 = ptrtoint i8 addrspace(3)* %v359 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v360, i64 %v356, i32 %v355)
  %v361 = getelementptr inbounds i16, i16 addrspace(1)* %v351, i64 %v191
  %v362 = add i64 %v301, 48
  %v363 = icmp ult i64 %v362, %v287
  %v364 = and i1 %v363, %v300
  %v365 = select i1 %v364, i32 %v298, i32 0
  %v366 = ptrtoint i16 addrspace(1)* %v361 to i64
  %v367 = add i32 %v186, 16384
  %v368 = add i32 %v367, 6144
  %v369 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v368
  %v370 = ptrtoint i8 addrspace(3)* %v369 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v370, i64 %v366, i32 %v365)
  %v371 = getelementptr inbounds i16, i16 addrspace(1)* %v361, i64 %v191
  %v372 = add i64 %v301, 56
  %v373 = icmp ult i64 %v372, %v287
  %v374 = and i1 %v373, %v300
  %v375 = select i1 %v374, i32 %v298, i32 0
  %v376 = ptrtoint i16 addrspace(1)* %v371 to i64
  %v377 = add i32 %v186, 16384
  %v378 = add i32 %v377, 7168
  %v379 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v378
  %v380 = ptrtoint i8 addrspace(3)* %v379 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v380, i64 %v376, i32 %v375)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %v381 = icmp slt i64 1, %v24
  %v382 = icmp sgt i64 1, %v24
  %v383 = icmp sgt i64 1, 0
  %v384 = select i1 %v383, i1 %v381, i1 %v382
  %v385 = sext i32 %v4 to i64
  %v386 = mul i64 %v385, 128
  %v387 = zext i32 %p1 to i64
  %v388 = zext i32 %p2 to i64
  %v389 = sext i32 %p3 to i64
  %v390 = zext i32 %v157 to i64
  %v391 = add i64 64, %v390
  %v392 = sub i64 %v388, %v391
  %v393 = icmp slt i64 %v392, 0
  %v394 = select i1 %v393, i64 0, i64 %v392
  %v395 = icmp sgt i64 %v394, 8
  %v396 = select i1 %v395, i64 8, i64 %v394
  %v397 = trunc i64 %v396 to i32
  %v398 = shl i32 %v397, 1
  %v399 = icmp sge i64 %v391, 0
  %v400 = and i1 %v399, %v384
  %v401 = zext i32 %v155 to i64
  %v402 = add i64 %v386, %v401
  %v403 = mul i64 %v386, %v389
  %v404 = add i64 %v403, 64
  %v405 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v404
  %v406 = getelementptr inbounds i16, i16 addrspace(1)* %v405, i64 %v171
  %v407 = icmp ult i64 %v402, %v387
  %v408 = and i1 %v407, %v400
  %v409 = select i1 %v408, i32 %v398, i32 0
  %v410 = ptrtoint i16 addrspace(1)* %v406 to i64
  %v411 = add i32 %v167, 32768
  %v412 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v411
  %v413 = ptrtoint i8 addrspace(3)* %v412 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v413, i64 %v410, i32 %v409)
  %v414 = getelementptr inbounds i16, i16 addrspace(1)* %v406, i64 %v172
  %v415 = add i64 %v402, 16
  %v416 = icmp ult i64 %v415, %v387
  %v417 = and i1 %v416, %v400
  %v418 = select i1 %v417, i32 %v398, i32 0
  %v419 = ptrtoint i16 addrspace(1)* %v414 to i64
  %v420 = add i32 %v167, 32768
  %v421 = add i32 %v420, 2048
  %v422 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v421
  %v423 = ptrtoint i8 addrspace(3)* %v422 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v423, i64 %v419, i32 %v418)
  %v424 = getelementptr inbounds i16, i16 addrspace(1)* %v414, i64 %v172
  %v425 = add i64 %v402, 32
  %v426 = icmp ult i64 %v425, %v387
  %v427 = and i1 %v426, %v400
  %v428 = select i1 %v427, i32 %v398, i32 0
  %v429 = ptrtoint i16 addrspace(1)* %v424 to i64
  %v430 = add i32 %v167, 32768
  %v431 = add i32 %v430, 4096
  %v432 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v431
  %v433 = ptrtoint i8 addrspace(3)* %v432 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v433, i64 %v429, i32 %v428)
  %v434 = getelementptr inbounds i16, i16 addrspace(1)* %v424, i64 %v172
  %v435 = add i64 %v402, 48
  %v436 = icmp ult i64 %v435, %v387
  %v437 = and i1 %v436, %v400
  %v438 = select i1 %v437, i32 %v398, i32 0
  %v439 = ptrtoint i16 addrspace(1)* %v434 to i64
  %v440 = add i32 %v167, 32768
  %v441 = add i32 %v440, 6144
  %v442 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v441
  %v443 = ptrtoint i8 addrspace(3)* %v442 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v443, i64 %v439, i32 %v438)
  %v444 = getelementptr inbounds i16, i16 addrspace(1)* %v434, i64 %v172
  %v445 = add i64 %v402, 64
  %v446 = icmp ult i64 %v445, %v387
  %v447 = and i1 %v446, %v400
  %v448 = select i1 %v447, i32 %v398, i32 0
  %v449 = ptrtoint i16 addrspace(1)* %v444 to i64
  %v450 = add i32 %v167, 32768
  %v451 = add i32 %v450, 8192
  %v452 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v451
  %v453 = ptrtoint i8 addrspace(3)* %v452 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v453, i64 %v449, i32 %v448)
  %v454 = getelementptr inbounds i16, i16 addrspace(1)* %v444, i64 %v172
  %v455 = add i64 %v402, 80
  %v456 = icmp ult i64 %v455, %v387
  %v457 = and i1 %v456, %v400
  %v458 = select i1 %v457, i32 %v398, i32 0
  %v459 = ptrtoint i16 addrspace(1)* %v454 to i64
  %v460 = add i32 %v167, 32768
  %v461 = add i32 %v460, 10240
  %v462 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v461
  %v463 = ptrtoint i8 addrspace(3)* %v462 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v463, i64 %v459, i32 %v458)
  %v464 = getelementptr inbounds i16, i16 addrspace(1)* %v454, i64 %v172
  %v465 = add i64 %v402, 96
  %v466 = icmp ult i64 %v465, %v387
  %v467 = and i1 %v466, %v400
  %v468 = select i1 %v467, i32 %v398, i32 0
  %v469 = ptrtoint i16 addrspace(1)* %v464 to i64
  %v470 = add i32 %v167, 32768
  %v471 = add i32 %v470, 12288
  %v472 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v471
  %v473 = ptrtoint i8 addrspace(3)* %v472 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v473, i64 %v469, i32 %v468)
  %v474 = getelementptr inbounds i16, i16 addrspace(1)* %v464, i64 %v172
  %v475 = add i64 %v402, 112
  %v476 = icmp ult i64 %v475, %v387
  %v477 = and i1 %v476, %v400
  %v478 = select i1 %v477, i32 %v398, i32 0
  %v479 = ptrtoint i16 addrspace(1)* %v474 to i64
  %v480 = add i32 %v167, 32768
  %v481 = add i32 %v480, 14336
  %v482 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v481
  %v483 = ptrtoint i8 addrspace(3)* %v482 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v483, i64 %v479, i32 %v478)
  %v484 = sext i32 %v5 to i64
  %v485 = mul i64 %v484, 128
  %v486 = zext i32 %p6 to i64
  %v487 = zext i32 %p7 to i64
  %v488 = sext i32 %p8 to i64
  %v489 = zext i32 %v176 to i64
  %v490 = add i64 %v485, %v489
  %v491 = sub i64 %v487, %v490
  %v492 = icmp slt i64 %v491, 0
  %v493 = select i1 %v492, i64 0, i64 %v491
  %v494 = icmp sgt i64 %v493, 8
  %v495 = select i1 %v494, i64 8, i64 %v493
  %v496 = trunc i64 %v495 to i32
  %v497 = shl i32 %v496, 1
  %v498 = icmp sge i64 %v490, 0
  %v499 = and i1 %v498, %v384
  %v500 = zext i32 %v174 to i64
  %v501 = add i64 64, %v500
  %v502 = mul i64 64, %v488
  %v503 = add i64 %v502, %v485
  %v504 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v503
  %v505 = getelementptr inbounds i16, i16 addrspace(1)* %v504, i64 %v190
  %v506 = icmp ult i64 %v501, %v486
  %v507 = and i1 %v506, %v499
  %v508 = select i1 %v507, i32 %v497, i32 0
  %v509 = ptrtoint i16 addrspace(1)* %v505 to i64
  %v510 = add i32 %v186, 49152
  %v511 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v510
  %v512 = ptrtoint i8 addrspace(3)* %v511 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v512, i64 %v509, i32 %v508)
  %v513 = getelementptr inbounds i16, i16 addrspace(1)* %v505, i64 %v191
  %v514 = add i64 %v501, 8
  %v515 = icmp ult i64 %v514, %v486
  %v516 = and i1 %v515, %v499
  %v517 = select i1 %v516, i32 %v497, i32 0
  %v518 = ptrtoint i16 addrspace(1)* %v513 to i64
  %v519 = add i32 %v186, 49152
  %v520 = add i32 %v519, 1024
  %v521 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v520
  %v522 = ptrtoint i8 addrspace(3)* %v521 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v522, i64 %v518, i32 %v517)
  %v523 = getelementptr inbounds i16, i16 addrspace(1)* %v513, i64 %v191
  %v524 = add i64 %v501, 16
  %v525 = icmp ult i64 %v524, %v486
  %v526 = and i1 %v525, %v499
  %v527 = select i1 %v526, i32 %v497, i32 0
  %v528 = ptrtoint i16 addrspace(1)* %v523 to i64
  %v529 = add i32 %v186, 49152
  %v530 = add i32 %v529, 2048
  %v531 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v530
  %v532 = ptrtoint i8 addrspace(3)* %v531 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v532, i64 %v528, i32 %v527)
  %v533 = getelementptr inbounds i16, i16 addrspace(1)* %v523, i64 %v191
  %v534 = add i64 %v501, 24
  %v535 = icmp ult i64 %v534, %v486
  %v536 = and i1 %v535, %v499
  %v537 = select i1 %v536, i32 %v497, i32 0
  %v538 = ptrtoint i16 addrspace(1)* %v533 to i64
  %v539 = add i32 %v186, 49152
  %v540 = add i32 %v539, 3072
  %v541 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v540
  %v542 = ptrtoint i8 addrspace(3)* %v541 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v542, i64 %v538, i32 %v537)
  %v543 = getelementptr inbounds i16, i16 addrspace(1)* %v533, i64 %v191
  %v544 = add i64 %v501, 32
  %v545 = icmp ult i64 %v544, %v486
  %v546 = and i1 %v545, %v499
  %v547 = select i1 %v546, i32 %v497, i32 0
  %v548 = ptrtoint i16 addrspace(1)* %v543 to i64
  %v549 = add i32 %v186, 49152
  %v550 = add i32 %v549, 4096
  %v551 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v550
  %v552 = ptrtoint i8 addrspace(3)* %v551 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v552, i64 %v548, i32 %v547)
  %v553 = getelementptr inbounds i16, i16 addrspace(1)* %v543, i64 %v191
  %v554 = add i64 %v501, 40
  %v555 = icmp ult i64 %v554, %v486
  %v556 = and i1 %v555, %v499
  %v557 = select i1 %v556, i32 %v497, i32 0
  %v558 = ptrtoint i16 addrspace(1)* %v553 to i64
  %v559 = add i32 %v186, 49152
  %v560 = add i32 %v559, 5120
  %v561 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v560
  %v562 = ptrtoint i8 addrspace(3)* %v561 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v562, i64 %v558, i32 %v557)
  %v563 = getelementptr inbounds i16, i16 addrspace(1)* %v553, i64 %v191
  %v564 = add i64 %v501, 48
  %v565 = icmp ult i64 %v564, %v486
  %v566 = and i1 %v565, %v499
  %v567 = select i1 %v566, i32 %v497, i32 0
  %v568 = ptrtoint i16 addrspace(1)* %v563 to i64
  %v569 = add i32 %v186, 49152
  %v570 = add i32 %v569, 6144
  %v571 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v570
  %v572 = ptrtoint i8 addrspace(3)* %v571 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v572, i64 %v568, i32 %v567)
  %v573 = getelementptr inbounds i16, i16 addrspace(1)* %v563, i64 %v191
  %v574 = add i64 %v501, 56
  %v575 = icmp ult i64 %v574, %v486
  %v576 = and i1 %v575, %v499
  %v577 = select i1 %v576, i32 %v497, i32 0
  %v578 = ptrtoint i16 addrspace(1)* %v573 to i64
  %v579 = add i32 %v186, 49152
  %v580 = add i32 %v579, 7168
  %v581 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v580
  %v582 = ptrtoint i8 addrspace(3)* %v581 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v582, i64 %v578, i32 %v577)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  br label %for1
for1:
  %v25 = phi float [ 0x0000000000000000, %entry0 ], [ %v1395, %body2 ]
  %v26 = phi float [ 0x0000000000000000, %entry0 ], [ %v1396, %body2 ]
  %v27 = phi float [ 0x0000000000000000, %entry0 ], [ %v1397, %body2 ]
  %v28 = phi float [ 0x0000000000000000, %entry0 ], [ %v1398, %body2 ]
  %v29 = phi float [ 0x0000000000000000, %entry0 ], [ %v1399, %body2 ]
  %v30 = phi float [ 0x0000000000000000, %entry0 ], [ %v1400, %body2 ]
  %v31 = phi float [ 0x0000000000000000, %entry0 ], [ %v1401, %body2 ]
  %v32 = phi float [ 0x0000000000000000, %entry0 ], [ %v1402, %body2 ]
  %v33 = phi float [ 0x0000000000000000, %entry0 ], [ %v1403, %body2 ]
  %v34 = phi float [ 0x0000000000000000, %entry0 ], [ %v1404, %body2 ]
  %v35 = phi float [ 0x0000000000000000, %entry0 ], [ %v1405, %body2 ]
  %v36 = phi float [ 0x0000000000000000, %entry0 ], [ %v1406, %body2 ]
  %v37 = phi float [ 0x0000000000000000, %entry0 ], [ %v1407, %body2 ]
  %v38 = phi float [ 0x0000000000000000, %entry0 ], [ %v1408, %body2 ]
  %v39 = phi float [ 0x0000000000000000, %entry0 ], [ %v1409, %body2 ]
  %v40 = phi float [ 0x0000000000000000, %entry0 ], [ %v1410, %body2 ]
  %v41 = phi float [ 0x0000000000000000, %entry0 ], [ %v1411, %body2 ]
  %v42 = phi float [ 0x0000000000000000, %entry0 ], [ %v1412, %body2 ]
  %v43 = phi float [ 0x0000000000000000, %entry0 ], [ %v1413, %body2 ]
  %v44 = phi float [ 0x0000000000000000, %entry0 ], [ %v1414, %body2 ]
  %v45 = phi float [ 0x0000000000000000, %entry0 ], [ %v1415, %body2 ]
  %v46 = phi float [ 0x0000000000000000, %entry0 ], [ %v1416, %body2 ]
  %v47 = phi float [ 0x0000000000000000, %entry0 ], [ %v1417, %body2 ]
  %v48 = phi float [ 0x0000000000000000, %entry0 ], [ %v1418, %body2 ]
  %v49 = phi float [ 0x0000000000000000, %entry0 ], [ %v1419, %body2 ]
  %v50 = phi float [ 0x0000000000000000, %entry0 ], [ %v1420, %body2 ]
  %v51 = phi float [ 0x0000000000000000, %entry0 ], [ %v1421, %body2 ]
  %v52 = phi float [ 0x0000000000000000, %entry0 ], [ %v1422, %body2 ]
  %v53 = phi float [ 0x0000000000000000, %entry0 ], [ %v1423, %body2 ]
  %v54 = phi float [ 0x0000000000000000, %entry0 ], [ %v1424, %body2 ]
  %v55 = phi float [ 0x0000000000000000, %entry0 ], [ %v1425, %body2 ]
  %v56 = phi float [ 0x0000000000000000, %entry0 ], [ %v1426, %body2 ]
  %v57 = phi float [ 0x0000000000000000, %entry0 ], [ %v1427, %body2 ]
  %v58 = phi float [ 0x0000000000000000, %entry0 ], [ %v1428, %body2 ]
  %v59 = phi float [ 0x0000000000000000, %entry0 ], [ %v1429, %body2 ]
  %v60 = phi float [ 0x0000000000000000, %entry0 ], [ %v1430, %body2 ]
  %v61 = phi float [ 0x0000000000000000, %entry0 ], [ %v1431, %body2 ]
  %v62 = phi float [ 0x0000000000000000, %entry0 ], [ %v1432, %body2 ]
  %v63 = phi float [ 0x0000000000000000, %entry0 ], [ %v1433, %body2 ]
  %v64 = phi float [ 0x0000000000000000, %entry0 ], [ %v1434, %body2 ]
  %v65 = phi float [ 0x0000000000000000, %entry0 ], [ %v1435, %body2 ]
  %v66 = phi float [ 0x0000000000000000, %entry0 ], [ %v1436, %body2 ]
  %v67 = phi float [ 0x0000000000000000, %entry0 ], [ %v1437, %body2 ]
  %v68 = phi float [ 0x0000000000000000, %entry0 ], [ %v1438, %body2 ]
  %v69 = phi float [ 0x0000000000000000, %entry0 ], [ %v1439, %body2 ]
  %v70 = phi float [ 0x0000000000000000, %entry0 ], [ %v1440, %body2 ]
  %v71 = phi float [ 0x0000000000000000, %entry0 ], [ %v1441, %body2 ]
  %v72 = phi float [ 0x0000000000000000, %entry0 ], [ %v1442, %body2 ]
  %v73 = phi float [ 0x0000000000000000, %entry0 ], [ %v1443, %body2 ]
  %v74 = phi float [ 0x0000000000000000, %entry0 ], [ %v1444, %body2 ]
  %v75 = phi float [ 0x0000000000000000, %entry0 ], [ %v1445, %body2 ]
  %v76 = phi float [ 0x0000000000000000, %entry0 ], [ %v1446, %body2 ]
  %v77 = phi float [ 0x0000000000000000, %entry0 ], [ %v1447, %body2 ]
  %v78 = phi float [ 0x0000000000000000, %entry0 ], [ %v1448, %body2 ]
  %v79 = phi float [ 0x0000000000000000, %entry0 ], [ %v1449, %body2 ]
  %v80 = phi float [ 0x0000000000000000, %entry0 ], [ %v1450, %body2 ]
  %v81 = phi float [ 0x0000000000000000, %entry0 ], [ %v1451, %body2 ]
  %v82 = phi float [ 0x0000000000000000, %entry0 ], [ %v1452, %body2 ]
  %v83 = phi float [ 0x0000000000000000, %entry0 ], [ %v1453, %body2 ]
  %v84 = phi float [ 0x0000000000000000, %entry0 ], [ %v1454, %body2 ]
  %v85 = phi float [ 0x0000000000000000, %entry0 ], [ %v1455, %body2 ]
  %v86 = phi float [ 0x0000000000000000, %entry0 ], [ %v1456, %body2 ]
  %v87 = phi float [ 0x0000000000000000, %entry0 ], [ %v1457, %body2 ]
  %v88 = phi float [ 0x0000000000000000, %entry0 ], [ %v1458, %body2 ]
  %v89 = phi float [ 0x0000000000000000, %entry0 ], [ %v1459, %body2 ]
  %v90 = phi float [ 0x0000000000000000, %entry0 ], [ %v1460, %body2 ]
  %v91 = phi float [ 0x0000000000000000, %entry0 ], [ %v1461, %body2 ]
  %v92 = phi float [ 0x0000000000000000, %entry0 ], [ %v1462, %body2 ]
  %v93 = phi float [ 0x0000000000000000, %entry0 ], [ %v1463, %body2 ]
  %v94 = phi float [ 0x0000000000000000, %entry0 ], [ %v1464, %body2 ]
  %v95 = phi float [ 0x0000000000000000, %entry0 ], [ %v1465, %body2 ]
  %v96 = phi float [ 0x0000000000000000, %entry0 ], [ %v1466, %body2 ]
  %v97 = phi float [ 0x0000000000000000, %entry0 ], [ %v1467, %body2 ]
  %v98 = phi float [ 0x0000000000000000, %entry0 ], [ %v1468, %body2 ]
  %v99 = phi float [ 0x0000000000000000, %entry0 ], [ %v1469, %body2 ]
  %v100 = phi float [ 0x0000000000000000, %entry0 ], [ %v1470, %body2 ]
  %v101 = phi float [ 0x0000000000000000, %entry0 ], [ %v1471, %body2 ]
  %v102 = phi float [ 0x0000000000000000, %entry0 ], [ %v1472, %body2 ]
  %v103 = phi float [ 0x0000000000000000, %entry0 ], [ %v1473, %body2 ]
  %v104 = phi float [ 0x0000000000000000, %entry0 ], [ %v1474, %body2 ]
  %v105 = phi float [ 0x0000000000000000, %entry0 ], [ %v1475, %body2 ]
  %v106 = phi float [ 0x0000000000000000, %entry0 ], [ %v1476, %body2 ]
  %v107 = phi float [ 0x0000000000000000, %entry0 ], [ %v1477, %body2 ]
  %v108 = phi float [ 0x0000000000000000, %entry0 ], [ %v1478, %body2 ]
  %v109 = phi float [ 0x0000000000000000, %entry0 ], [ %v1479, %body2 ]
  %v110 = phi float [ 0x0000000000000000, %entry0 ], [ %v1480, %body2 ]
  %v111 = phi float [ 0x0000000000000000, %entry0 ], [ %v1481, %body2 ]
  %v112 = phi float [ 0x0000000000000000, %entry0 ], [ %v1482, %body2 ]
  %v113 = phi float [ 0x0000000000000000, %entry0 ], [ %v1483, %body2 ]
  %v114 = phi float [ 0x0000000000000000, %entry0 ], [ %v1484, %body2 ]
  %v115 = phi float [ 0x0000000000000000, %entry0 ], [ %v1485, %body2 ]
  %v116 = phi float [ 0x0000000000000000, %entry0 ], [ %v1486, %body2 ]
  %v117 = phi float [ 0x0000000000000000, %entry0 ], [ %v1487, %body2 ]
  %v118 = phi float [ 0x0000000000000000, %entry0 ], [ %v1488, %body2 ]
  %v119 = phi float [ 0x0000000000000000, %entry0 ], [ %v1489, %body2 ]
  %v120 = phi float [ 0x0000000000000000, %entry0 ], [ %v1490, %body2 ]
  %v121 = phi float [ 0x0000000000000000, %entry0 ], [ %v1491, %body2 ]
  %v122 = phi float [ 0x0000000000000000, %entry0 ], [ %v1492, %body2 ]
  %v123 = phi float [ 0x0000000000000000, %entry0 ], [ %v1493, %body2 ]
  %v124 = phi float [ 0x0000000000000000, %entry0 ], [ %v1494, %body2 ]
  %v125 = phi float [ 0x0000000000000000, %entry0 ], [ %v1495, %body2 ]
  %v126 = phi float [ 0x0000000000000000, %entry0 ], [ %v1496, %body2 ]
  %v127 = phi float [ 0x0000000000000000, %entry0 ], [ %v1497, %body2 ]
  %v128 = phi float [ 0x0000000000000000, %entry0 ], [ %v1498, %body2 ]
  %v129 = phi float [ 0x0000000000000000, %entry0 ], [ %v1499, %body2 ]
  %v130 = phi float [ 0x0000000000000000, %entry0 ], [ %v1500, %body2 ]
  %v131 = phi float [ 0x0000000000000000, %entry0 ], [ %v1501, %body2 ]
  %v132 = phi float [ 0x0000000000000000, %entry0 ], [ %v1502, %body2 ]
  %v133 = phi float [ 0x0000000000000000, %entry0 ], [ %v1503, %body2 ]
  %v134 = phi float [ 0x0000000000000000, %entry0 ], [ %v1504, %body2 ]
  %v135 = phi float [ 0x0000000000000000, %entry0 ], [ %v1505, %body2 ]
  %v136 = phi float [ 0x0000000000000000, %entry0 ], [ %v1506, %body2 ]
  %v137 = phi float [ 0x0000000000000000, %entry0 ], [ %v1507, %body2 ]
  %v138 = phi float [ 0x0000000000000000, %entry0 ], [ %v1508, %body2 ]
  %v139 = phi float [ 0x0000000000000000, %entry0 ], [ %v1509, %body2 ]
  %v140 = phi float [ 0x0000000000000000, %entry0 ], [ %v1510, %body2 ]
  %v141 = phi float [ 0x0000000000000000, %entry0 ], [ %v1511, %body2 ]
  %v142 = phi float [ 0x0000000000000000, %entry0 ], [ %v1512, %body2 ]
  %v143 = phi float [ 0x0000000000000000, %entry0 ], [ %v1513, %body2 ]
  %v144 = phi float [ 0x0000000000000000, %entry0 ], [ %v1514, %body2 ]
  %v145 = phi float [ 0x0000000000000000, %entry0 ], [ %v1515, %body2 ]
  %v146 = phi float [ 0x0000000000000000, %entry0 ], [ %v1516, %body2 ]
  %v147 = phi float [ 0x0000000000000000, %entry0 ], [ %v1517, %body2 ]
  %v148 = phi float [ 0x0000000000000000, %entry0 ], [ %v1518, %body2 ]
  %v149 = phi float [ 0x0000000000000000, %entry0 ], [ %v1519, %body2 ]
  %v150 = phi float [ 0x0000000000000000, %entry0 ], [ %v1520, %body2 ]
  %v151 = phi float [ 0x0000000000000000, %entry0 ], [ %v1521, %body2 ]
  %v152 = phi float [ 0x0000000000000000, %entry0 ], [ %v1522, %body2 ]
  %v153 = phi i64 [ 0, %entry0 ], [ %v1523, %body2 ]
  %v583 = icmp slt i64 %v153, %v24
  %v584 = icmp sgt i64 %v153, %v24
  %v585 = icmp sgt i64 1, 0
  %v586 = select i1 %v585, i1 %v583, i1 %v584
  br i1 %v586, label %body2, label %endfor3
body2:
  %v587 = trunc i64 %v153 to i32
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"()
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  call void @llvm.nvvm.barrier0()
  %v588 = trunc i64 %v153 to i32
  %v589 = add i64 %v153, 2
  %v590 = icmp slt i64 %v589, %v24
  %v591 = icmp sgt i64 %v589, %v24
  %v592 = icmp sgt i64 1, 0
  %v593 = select i1 %v592, i1 %v590, i1 %v591
  %v594 = add i32 %v588, 2
  %v595 = urem i32 %v594, 3
  %v596 = mul i32 %v595, 32768
  %v597 = trunc i64 %v589 to i32
  %v598 = sext i32 %v4 to i64
  %v599 = mul i64 %v598, 128
  %v600 = sext i32 %v597 to i64
  %v601 = mul i64 %v600, 64
  %v602 = zext i32 %p1 to i64
  %v603 = zext i32 %p2 to i64
  %v604 = sext i32 %p3 to i64
  %v605 = zext i32 %v157 to i64
  %v606 = add i64 %v601, %v605
  %v607 = sub i64 %v603, %v606
  %v608 = icmp slt i64 %v607, 0
  %v609 = select i1 %v608, i64 0, i64 %v607
  %v610 = icmp sgt i64 %v609, 8
  %v611 = select i1 %v610, i64 8, i64 %v609
  %v612 = trunc i64 %v611 to i32
  %v613 = shl i32 %v612, 1
  %v614 = icmp sge i64 %v606, 0
  %v615 = and i1 %v614, %v593
  %v616 = zext i32 %v155 to i64
  %v617 = add i64 %v599, %v616
  %v618 = mul i64 %v599, %v604
  %v619 = add i64 %v618, %v601
  %v620 = getelementptr inbounds i16, i16 addrspace(1)* %p0, i64 %v619
  %v621 = getelementptr inbounds i16, i16 addrspace(1)* %v620, i64 %v171
  %v622 = icmp ult i64 %v617, %v602
  %v623 = and i1 %v622, %v615
  %v624 = select i1 %v623, i32 %v613, i32 0
  %v625 = ptrtoint i16 addrspace(1)* %v621 to i64
  %v626 = add i32 %v167, %v596
  %v627 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v626
  %v628 = ptrtoint i8 addrspace(3)* %v627 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v628, i64 %v625, i32 %v624)
  %v629 = getelementptr inbounds i16, i16 addrspace(1)* %v621, i64 %v172
  %v630 = add i64 %v617, 16
  %v631 = icmp ult i64 %v630, %v602
  %v632 = and i1 %v631, %v615
  %v633 = select i1 %v632, i32 %v613, i32 0
  %v634 = ptrtoint i16 addrspace(1)* %v629 to i64
  %v635 = add i32 %v167, %v596
  %v636 = add i32 %v635, 2048
  %v637 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v636
  %v638 = ptrtoint i8 addrspace(3)* %v637 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v638, i64 %v634, i32 %v633)
  %v639 = getelementptr inbounds i16, i16 addrspace(1)* %v629, i64 %v172
  %v640 = add i64 %v617, 32
  %v641 = icmp ult i64 %v640, %v602
  %v642 = and i1 %v641, %v615
  %v643 = select i1 %v642, i32 %v613, i32 0
  %v644 = ptrtoint i16 addrspace(1)* %v639 to i64
  %v645 = add i32 %v167, %v596
  %v646 = add i32 %v645, 4096
  %v647 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v646
  %v648 = ptrtoint i8 addrspace(3)* %v647 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v648, i64 %v644, i32 %v643)
  %v649 = getelementptr inbounds i16, i16 addrspace(1)* %v639, i64 %v172
  %v650 = add i64 %v617, 48
  %v651 = icmp ult i64 %v650, %v602
  %v652 = and i1 %v651, %v615
  %v653 = select i1 %v652, i32 %v613, i32 0
  %v654 = ptrtoint i16 addrspace(1)* %v649 to i64
  %v655 = add i32 %v167, %v596
  %v656 = add i32 %v655, 6144
  %v657 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v656
  %v658 = ptrtoint i8 addrspace(3)* %v657 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v658, i64 %v654, i32 %v653)
  %v659 = getelementptr inbounds i16, i16 addrspace(1)* %v649, i64 %v172
  %v660 = add i64 %v617, 64
  %v661 = icmp ult i64 %v660, %v602
  %v662 = and i1 %v661, %v615
  %v663 = select i1 %v662, i32 %v613, i32 0
  %v664 = ptrtoint i16 addrspace(1)* %v659 to i64
  %v665 = add i32 %v167, %v596
  %v666 = add i32 %v665, 8192
  %v667 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v666
  %v668 = ptrtoint i8 addrspace(3)* %v667 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v668, i64 %v664, i32 %v663)
  %v669 = getelementptr inbounds i16, i16 addrspace(1)* %v659, i64 %v172
  %v670 = add i64 %v617, 80
  %v671 = icmp ult i64 %v670, %v602
  %v672 = and i1 %v671, %v615
  %v673 = select i1 %v672, i32 %v613, i32 0
  %v674 = ptrtoint i16 addrspace(1)* %v669 to i64
  %v675 = add i32 %v167, %v596
  %v676 = add i32 %v675, 10240
  %v677 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v676
  %v678 = ptrtoint i8 addrspace(3)* %v677 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v678, i64 %v674, i32 %v673)
  %v679 = getelementptr inbounds i16, i16 addrspace(1)* %v669, i64 %v172
  %v680 = add i64 %v617, 96
  %v681 = icmp ult i64 %v680, %v602
  %v682 = and i1 %v681, %v615
  %v683 = select i1 %v682, i32 %v613, i32 0
  %v684 = ptrtoint i16 addrspace(1)* %v679 to i64
  %v685 = add i32 %v167, %v596
  %v686 = add i32 %v685, 12288
  %v687 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v686
  %v688 = ptrtoint i8 addrspace(3)* %v687 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v688, i64 %v684, i32 %v683)
  %v689 = getelementptr inbounds i16, i16 addrspace(1)* %v679, i64 %v172
  %v690 = add i64 %v617, 112
  %v691 = icmp ult i64 %v690, %v602
  %v692 = and i1 %v691, %v615
  %v693 = select i1 %v692, i32 %v613, i32 0
  %v694 = ptrtoint i16 addrspace(1)* %v689 to i64
  %v695 = add i32 %v167, %v596
  %v696 = add i32 %v695, 14336
  %v697 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v696
  %v698 = ptrtoint i8 addrspace(3)* %v697 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v698, i64 %v694, i32 %v693)
  %v699 = add i32 %v596, 16384
  %v700 = trunc i64 %v589 to i32
  %v701 = sext i32 %v700 to i64
  %v702 = mul i64 %v701, 64
  %v703 = sext i32 %v5 to i64
  %v704 = mul i64 %v703, 128
  %v705 = zext i32 %p6 to i64
  %v706 = zext i32 %p7 to i64
  %v707 = sext i32 %p8 to i64
  %v708 = zext i32 %v176 to i64
  %v709 = add i64 %v704, %v708
  %v710 = sub i64 %v706, %v709
  %v711 = icmp slt i64 %v710, 0
  %v712 = select i1 %v711, i64 0, i64 %v710
  %v713 = icmp sgt i64 %v712, 8
  %v714 = select i1 %v713, i64 8, i64 %v712
  %v715 = trunc i64 %v714 to i32
  %v716 = shl i32 %v715, 1
  %v717 = icmp sge i64 %v709, 0
  %v718 = and i1 %v717, %v593
  %v719 = zext i32 %v174 to i64
  %v720 = add i64 %v702, %v719
  %v721 = mul i64 %v702, %v707
  %v722 = add i64 %v721, %v704
  %v723 = getelementptr inbounds i16, i16 addrspace(1)* %p5, i64 %v722
  %v724 = getelementptr inbounds i16, i16 addrspace(1)* %v723, i64 %v190
  %v725 = icmp ult i64 %v720, %v705
  %v726 = and i1 %v725, %v718
  %v727 = select i1 %v726, i32 %v716, i32 0
  %v728 = ptrtoint i16 addrspace(1)* %v724 to i64
  %v729 = add i32 %v186, %v699
  %v730 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v729
  %v731 = ptrtoint i8 addrspace(3)* %v730 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v731, i64 %v728, i32 %v727)
  %v732 = getelementptr inbounds i16, i16 addrspace(1)* %v724, i64 %v191
  %v733 = add i64 %v720, 8
  %v734 = icmp ult i64 %v733, %v705
  %v735 = and i1 %v734, %v718
  %v736 = select i1 %v735, i32 %v716, i32 0
  %v737 = ptrtoint i16 addrspace(1)* %v732 to i64
  %v738 = add i32 %v186, %v699
  %v739 = add i32 %v738, 1024
  %v740 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v739
  %v741 = ptrtoint i8 addrspace(3)* %v740 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v741, i64 %v737, i32 %v736)
  %v742 = getelementptr inbounds i16, i16 addrspace(1)* %v732, i64 %v191
  %v743 = add i64 %v720, 16
  %v744 = icmp ult i64 %v743, %v705
  %v745 = and i1 %v744, %v718
  %v746 = select i1 %v745, i32 %v716, i32 0
  %v747 = ptrtoint i16 addrspace(1)* %v742 to i64
  %v748 = add i32 %v186, %v699
  %v749 = add i32 %v748, 2048
  %v750 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v749
  %v751 = ptrtoint i8 addrspace(3)* %v750 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v751, i64 %v747, i32 %v746)
  %v752 = getelementptr inbounds i16, i16 addrspace(1)* %v742, i64 %v191
  %v753 = add i64 %v720, 24
  %v754 = icmp ult i64 %v753, %v705
  %v755 = and i1 %v754, %v718
  %v756 = select i1 %v755, i32 %v716, i32 0
  %v757 = ptrtoint i16 addrspace(1)* %v752 to i64
  %v758 = add i32 %v186, %v699
  %v759 = add i32 %v758, 3072
  %v760 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v759
  %v761 = ptrtoint i8 addrspace(3)* %v760 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v761, i64 %v757, i32 %v756)
  %v762 = getelementptr inbounds i16, i16 addrspace(1)* %v752, i64 %v191
  %v763 = add i64 %v720, 32
  %v764 = icmp ult i64 %v763, %v705
  %v765 = and i1 %v764, %v718
  %v766 = select i1 %v765, i32 %v716, i32 0
  %v767 = ptrtoint i16 addrspace(1)* %v762 to i64
  %v768 = add i32 %v186, %v699
  %v769 = add i32 %v768, 4096
  %v770 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v769
  %v771 = ptrtoint i8 addrspace(3)* %v770 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v771, i64 %v767, i32 %v766)
  %v772 = getelementptr inbounds i16, i16 addrspace(1)* %v762, i64 %v191
  %v773 = add i64 %v720, 40
  %v774 = icmp ult i64 %v773, %v705
  %v775 = and i1 %v774, %v718
  %v776 = select i1 %v775, i32 %v716, i32 0
  %v777 = ptrtoint i16 addrspace(1)* %v772 to i64
  %v778 = add i32 %v186, %v699
  %v779 = add i32 %v778, 5120
  %v780 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v779
  %v781 = ptrtoint i8 addrspace(3)* %v780 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v781, i64 %v777, i32 %v776)
  %v782 = getelementptr inbounds i16, i16 addrspace(1)* %v772, i64 %v191
  %v783 = add i64 %v720, 48
  %v784 = icmp ult i64 %v783, %v705
  %v785 = and i1 %v784, %v718
  %v786 = select i1 %v785, i32 %v716, i32 0
  %v787 = ptrtoint i16 addrspace(1)* %v782 to i64
  %v788 = add i32 %v186, %v699
  %v789 = add i32 %v788, 6144
  %v790 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v789
  %v791 = ptrtoint i8 addrspace(3)* %v790 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v791, i64 %v787, i32 %v786)
  %v792 = getelementptr inbounds i16, i16 addrspace(1)* %v782, i64 %v191
  %v793 = add i64 %v720, 56
  %v794 = icmp ult i64 %v793, %v705
  %v795 = and i1 %v794, %v718
  %v796 = select i1 %v795, i32 %v716, i32 0
  %v797 = ptrtoint i16 addrspace(1)* %v792 to i64
  %v798 = add i32 %v186, %v699
  %v799 = add i32 %v798, 7168
  %v800 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v799
  %v801 = ptrtoint i8 addrspace(3)* %v800 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v801, i64 %v797, i32 %v796)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %v802 = urem i32 %v588, 3
  %v803 = mul i32 %v802, 32768
  %v804 = lshr i32 %v803, 1
  %v805 = add i32 %v803, 16384
  %v806 = lshr i32 %v805, 1
  %v807 = shl i32 %v804, 1
  %v808 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v807
  %v809 = ptrtoint i8 addrspace(3)* %v808 to i32
  %v810 = shl i32 %v806, 1
  %v811 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v810
  %v812 = ptrtoint i8 addrspace(3)* %v811 to i32
  %v813 = lshr i32 %v3, 2
  %v814 = mul i32 %v813, 8192
  %v815 = add i32 %v809, %v814
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %v816 = and i32 %v812, 262143
  %v817 = lshr i32 %v816, 4
  %v818 = zext i32 %v817 to i64
  %v819 = or i64 %v818, 4611686293338849280
  %v820 = and i32 %v815, 262143
  %v821 = lshr i32 %v820, 4
  %v822 = zext i32 %v821 to i64
  %v823 = or i64 %v822, 4611686293305360384
  %v824 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v823, i64 %v819, i32 1, float %v25, float %v26, float %v27, float %v28, float %v29, float %v30, float %v31, float %v32, float %v33, float %v34, float %v35, float %v36, float %v37, float %v38, float %v39, float %v40, float %v41, float %v42, float %v43, float %v44, float %v45, float %v46, float %v47, float %v48, float %v49, float %v50, float %v51, float %v52, float %v53, float %v54, float %v55, float %v56, float %v57, float %v58, float %v59, float %v60, float %v61, float %v62, float %v63, float %v64, float %v65, float %v66, float %v67, float %v68, float %v69, float %v70, float %v71, float %v72, float %v73, float %v74, float %v75, float %v76, float %v77, float %v78, float %v79, float %v80, float %v81, float %v82, float %v83, float %v84, float %v85, float %v86, float %v87, float %v88)
  %v825 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 0
  %v826 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 1
  %v827 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 2
  %v828 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 3
  %v829 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 4
  %v830 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 5
  %v831 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 6
  %v832 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 7
  %v833 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 8
  %v834 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 9
  %v835 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 10
  %v836 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 11
  %v837 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 12
  %v838 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 13
  %v839 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 14
  %v840 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 15
  %v841 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 16
  %v842 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 17
  %v843 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 18
  %v844 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 19
  %v845 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 20
  %v846 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 21
  %v847 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 22
  %v848 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 23
  %v849 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 24
  %v850 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 25
  %v851 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 26
  %v852 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 27
  %v853 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 28
  %v854 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 29
  %v855 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 30
  %v856 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 31
  %v857 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 32
  %v858 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 33
  %v859 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 34
  %v860 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 35
  %v861 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 36
  %v862 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 37
  %v863 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 38
  %v864 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 39
  %v865 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 40
  %v866 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 41
  %v867 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 42
  %v868 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 43
  %v869 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 44
  %v870 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 45
  %v871 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 46
  %v872 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 47
  %v873 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 48
  %v874 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 49
  %v875 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 50
  %v876 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 51
  %v877 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 52
  %v878 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 53
  %v879 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 54
  %v880 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 55
  %v881 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 56
  %v882 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 57
  %v883 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 58
  %v884 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 59
  %v885 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 60
  %v886 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 61
  %v887 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 62
  %v888 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v824, 63
  %v889 = add i32 %v815, 8192
  %v890 = and i32 %v889, 262143
  %v891 = lshr i32 %v890, 4
  %v892 = zext i32 %v891 to i64
  %v893 = or i64 %v892, 4611686293305360384
  %v894 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v893, i64 %v819, i32 1, float %v89, float %v90, float %v91, float %v92, float %v93, float %v94, float %v95, float %v96, float %v97, float %v98, float %v99, float %v100, float %v101, float %v102, float %v103, float %v104, float %v105, float %v106, float %v107, float %v108, float %v109, float %v110, float %v111, float %v112, float %v113, float %v114, float %v115, float %v116, float %v117, float %v118, float %v119, float %v120, float %v121, float %v122, float %v123, float %v124, float %v125, float %v126, float %v127, float %v128, float %v129, float %v130, float %v131, float %v132, float %v133, float %v134, float %v135, float %v136, float %v137, float %v138, float %v139, float %v140, float %v141, float %v142, float %v143, float %v144, float %v145, float %v146, float %v147, float %v148, float %v149, float %v150, float %v151, float %v152)
  %v895 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 0
  %v896 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 1
  %v897 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 2
  %v898 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 3
  %v899 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 4
  %v900 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 5
  %v901 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 6
  %v902 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 7
  %v903 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 8
  %v904 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 9
  %v905 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 10
  %v906 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 11
  %v907 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 12
  %v908 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 13
  %v909 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 14
  %v910 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 15
  %v911 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 16
  %v912 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 17
  %v913 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 18
  %v914 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 19
  %v915 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 20
  %v916 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 21
  %v917 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 22
  %v918 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 23
  %v919 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 24
  %v920 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 25
  %v921 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 26
  %v922 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 27
  %v923 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 28
  %v924 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 29
  %v925 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 30
  %v926 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 31
  %v927 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 32
  %v928 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 33
  %v929 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 34
  %v930 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 35
  %v931 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 36
  %v932 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 37
  %v933 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 38
  %v934 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 39
  %v935 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 40
  %v936 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 41
  %v937 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 42
  %v938 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 43
  %v939 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 44
  %v940 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 45
  %v941 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 46
  %v942 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 47
  %v943 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 48
  %v944 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 49
  %v945 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 50
  %v946 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 51
  %v947 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 52
  %v948 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 53
  %v949 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 54
  %v950 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 55
  %v951 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 56
  %v952 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 57
  %v953 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 58
  %v954 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 59
  %v955 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 60
  %v956 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 61
  %v957 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 62
  %v958 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v894, 63
  %v959 = add i32 %v812, 2048
  %v960 = and i32 %v959, 262143
  %v961 = lshr i32 %v960, 4
  %v962 = zext i32 %v961 to i64
  %v963 = or i64 %v962, 4611686293338849280
  %v964 = add i32 %v815, 32
  %v965 = and i32 %v964, 262143
  %v966 = lshr i32 %v965, 4
  %v967 = zext i32 %v966 to i64
  %v968 = or i64 %v967, 4611686293305360384
  %v969 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v968, i64 %v963, i32 1, float %v825, float %v826, float %v827, float %v828, float %v829, float %v830, float %v831, float %v832, float %v833, float %v834, float %v835, float %v836, float %v837, float %v838, float %v839, float %v840, float %v841, float %v842, float %v843, float %v844, float %v845, float %v846, float %v847, float %v848, float %v849, float %v850, float %v851, float %v852, float %v853, float %v854, float %v855, float %v856, float %v857, float %v858, float %v859, float %v860, float %v861, float %v862, float %v863, float %v864, float %v865, float %v866, float %v867, float %v868, float %v869, float %v870, float %v871, float %v872, float %v873, float %v874, float %v875, float %v876, float %v877, float %v878, float %v879, float %v880, float %v881, float %v882, float %v883, float %v884, float %v885, float %v886, float %v887, float %v888)
  %v970 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 0
  %v971 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 1
  %v972 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 2
  %v973 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 3
  %v974 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 4
  %v975 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 5
  %v976 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 6
  %v977 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 7
  %v978 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 8
  %v979 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 9
  %v980 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 10
  %v981 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 11
  %v982 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 12
  %v983 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 13
  %v984 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 14
  %v985 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 15
  %v986 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 16
  %v987 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 17
  %v988 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 18
  %v989 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 19
  %v990 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 20
  %v991 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 21
  %v992 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 22
  %v993 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 23
  %v994 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 24
  %v995 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 25
  %v996 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 26
  %v997 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 27
  %v998 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 28
  %v999 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 29
  %v1000 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 30
  %v1001 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 31
  %v1002 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 32
  %v1003 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 33
  %v1004 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 34
  %v1005 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 35
  %v1006 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 36
  %v1007 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 37
  %v1008 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 38
  %v1009 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 39
  %v1010 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 40
  %v1011 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 41
  %v1012 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 42
  %v1013 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 43
  %v1014 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 44
  %v1015 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 45
  %v1016 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 46
  %v1017 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 47
  %v1018 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 48
  %v1019 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 49
  %v1020 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 50
  %v1021 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 51
  %v1022 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 52
  %v1023 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 53
  %v1024 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 54
  %v1025 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 55
  %v1026 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 56
  %v1027 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 57
  %v1028 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 58
  %v1029 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 59
  %v1030 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 60
  %v1031 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 61
  %v1032 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 62
  %v1033 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v969, 63
  %v1034 = add i32 %v815, 8224
  %v1035 = and i32 %v1034, 262143
  %v1036 = lshr i32 %v1035, 4
  %v1037 = zext i32 %v1036 to i64
  %v1038 = or i64 %v1037, 4611686293305360384
  %v1039 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v1038, i64 %v963, i32 1, float %v895, float %v896, float %v897, float %v898, float %v899, float %v900, float %v901, float %v902, float %v903, float %v904, float %v905, float %v906, float %v907, float %v908, float %v909, float %v910, float %v911, float %v912, float %v913, float %v914, float %v915, float %v916, float %v917, float %v918, float %v919, float %v920, float %v921, float %v922, float %v923, float %v924, float %v925, float %v926, float %v927, float %v928, float %v929, float %v930, float %v931, float %v932, float %v933, float %v934, float %v935, float %v936, float %v937, float %v938, float %v939, float %v940, float %v941, float %v942, float %v943, float %v944, float %v945, float %v946, float %v947, float %v948, float %v949, float %v950, float %v951, float %v952, float %v953, float %v954, float %v955, float %v956, float %v957, float %v958)
  %v1040 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 0
  %v1041 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 1
  %v1042 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 2
  %v1043 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 3
  %v1044 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 4
  %v1045 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 5
  %v1046 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 6
  %v1047 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 7
  %v1048 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 8
  %v1049 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 9
  %v1050 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 10
  %v1051 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 11
  %v1052 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 12
  %v1053 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 13
  %v1054 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 14
  %v1055 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 15
  %v1056 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 16
  %v1057 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 17
  %v1058 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 18
  %v1059 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 19
  %v1060 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 20
  %v1061 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 21
  %v1062 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 22
  %v1063 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 23
  %v1064 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 24
  %v1065 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 25
  %v1066 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 26
  %v1067 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 27
  %v1068 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 28
  %v1069 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 29
  %v1070 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 30
  %v1071 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 31
  %v1072 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 32
  %v1073 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 33
  %v1074 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 34
  %v1075 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 35
  %v1076 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 36
  %v1077 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 37
  %v1078 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 38
  %v1079 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 39
  %v1080 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 40
  %v1081 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 41
  %v1082 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 42
  %v1083 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 43
  %v1084 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 44
  %v1085 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 45
  %v1086 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 46
  %v1087 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 47
  %v1088 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 48
  %v1089 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 49
  %v1090 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 50
  %v1091 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 51
  %v1092 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 52
  %v1093 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 53
  %v1094 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 54
  %v1095 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 55
  %v1096 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 56
  %v1097 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 57
  %v1098 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 58
  %v1099 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 59
  %v1100 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 60
  %v1101 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 61
  %v1102 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 62
  %v1103 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1039, 63
  %v1104 = add i32 %v812, 4096
  %v1105 = and i32 %v1104, 262143
  %v1106 = lshr i32 %v1105, 4
  %v1107 = zext i32 %v1106 to i64
  %v1108 = or i64 %v1107, 4611686293338849280
  %v1109 = add i32 %v815, 64
  %v1110 = and i32 %v1109, 262143
  %v1111 = lshr i32 %v1110, 4
  %v1112 = zext i32 %v1111 to i64
  %v1113 = or i64 %v1112, 4611686293305360384
  %v1114 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v1113, i64 %v1108, i32 1, float %v970, float %v971, float %v972, float %v973, float %v974, float %v975, float %v976, float %v977, float %v978, float %v979, float %v980, float %v981, float %v982, float %v983, float %v984, float %v985, float %v986, float %v987, float %v988, float %v989, float %v990, float %v991, float %v992, float %v993, float %v994, float %v995, float %v996, float %v997, float %v998, float %v999, float %v1000, float %v1001, float %v1002, float %v1003, float %v1004, float %v1005, float %v1006, float %v1007, float %v1008, float %v1009, float %v1010, float %v1011, float %v1012, float %v1013, float %v1014, float %v1015, float %v1016, float %v1017, float %v1018, float %v1019, float %v1020, float %v1021, float %v1022, float %v1023, float %v1024, float %v1025, float %v1026, float %v1027, float %v1028, float %v1029, float %v1030, float %v1031, float %v1032, float %v1033)
  %v1115 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 0
  %v1116 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 1
  %v1117 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 2
  %v1118 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 3
  %v1119 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 4
  %v1120 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 5
  %v1121 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 6
  %v1122 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 7
  %v1123 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 8
  %v1124 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 9
  %v1125 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 10
  %v1126 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 11
  %v1127 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 12
  %v1128 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 13
  %v1129 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 14
  %v1130 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 15
  %v1131 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 16
  %v1132 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 17
  %v1133 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 18
  %v1134 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 19
  %v1135 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 20
  %v1136 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 21
  %v1137 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 22
  %v1138 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 23
  %v1139 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 24
  %v1140 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 25
  %v1141 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 26
  %v1142 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 27
  %v1143 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 28
  %v1144 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 29
  %v1145 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 30
  %v1146 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 31
  %v1147 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 32
  %v1148 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 33
  %v1149 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 34
  %v1150 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 35
  %v1151 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 36
  %v1152 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 37
  %v1153 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 38
  %v1154 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 39
  %v1155 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 40
  %v1156 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 41
  %v1157 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 42
  %v1158 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 43
  %v1159 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 44
  %v1160 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 45
  %v1161 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 46
  %v1162 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 47
  %v1163 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 48
  %v1164 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 49
  %v1165 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 50
  %v1166 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 51
  %v1167 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 52
  %v1168 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 53
  %v1169 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 54
  %v1170 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 55
  %v1171 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 56
  %v1172 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 57
  %v1173 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 58
  %v1174 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 59
  %v1175 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 60
  %v1176 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 61
  %v1177 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 62
  %v1178 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1114, 63
  %v1179 = add i32 %v815, 8256
  %v1180 = and i32 %v1179, 262143
  %v1181 = lshr i32 %v1180, 4
  %v1182 = zext i32 %v1181 to i64
  %v1183 = or i64 %v1182, 4611686293305360384
  %v1184 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v1183, i64 %v1108, i32 1, float %v1040, float %v1041, float %v1042, float %v1043, float %v1044, float %v1045, float %v1046, float %v1047, float %v1048, float %v1049, float %v1050, float %v1051, float %v1052, float %v1053, float %v1054, float %v1055, float %v1056, float %v1057, float %v1058, float %v1059, float %v1060, float %v1061, float %v1062, float %v1063, float %v1064, float %v1065, float %v1066, float %v1067, float %v1068, float %v1069, float %v1070, float %v1071, float %v1072, float %v1073, float %v1074, float %v1075, float %v1076, float %v1077, float %v1078, float %v1079, float %v1080, float %v1081, float %v1082, float %v1083, float %v1084, float %v1085, float %v1086, float %v1087, float %v1088, float %v1089, float %v1090, float %v1091, float %v1092, float %v1093, float %v1094, float %v1095, float %v1096, float %v1097, float %v1098, float %v1099, float %v1100, float %v1101, float %v1102, float %v1103)
  %v1185 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 0
  %v1186 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 1
  %v1187 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 2
  %v1188 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 3
  %v1189 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 4
  %v1190 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 5
  %v1191 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 6
  %v1192 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 7
  %v1193 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 8
  %v1194 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 9
  %v1195 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 10
  %v1196 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 11
  %v1197 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 12
  %v1198 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 13
  %v1199 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 14
  %v1200 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 15
  %v1201 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 16
  %v1202 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 17
  %v1203 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 18
  %v1204 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 19
  %v1205 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 20
  %v1206 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 21
  %v1207 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 22
  %v1208 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 23
  %v1209 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 24
  %v1210 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 25
  %v1211 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 26
  %v1212 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 27
  %v1213 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 28
  %v1214 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 29
  %v1215 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 30
  %v1216 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 31
  %v1217 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 32
  %v1218 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 33
  %v1219 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 34
  %v1220 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 35
  %v1221 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 36
  %v1222 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 37
  %v1223 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 38
  %v1224 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 39
  %v1225 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 40
  %v1226 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 41
  %v1227 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 42
  %v1228 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 43
  %v1229 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 44
  %v1230 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 45
  %v1231 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 46
  %v1232 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 47
  %v1233 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 48
  %v1234 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 49
  %v1235 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 50
  %v1236 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 51
  %v1237 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 52
  %v1238 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 53
  %v1239 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 54
  %v1240 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 55
  %v1241 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 56
  %v1242 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 57
  %v1243 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 58
  %v1244 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 59
  %v1245 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 60
  %v1246 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 61
  %v1247 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 62
  %v1248 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1184, 63
  %v1249 = add i32 %v812, 6144
  %v1250 = and i32 %v1249, 262143
  %v1251 = lshr i32 %v1250, 4
  %v1252 = zext i32 %v1251 to i64
  %v1253 = or i64 %v1252, 4611686293338849280
  %v1254 = add i32 %v815, 96
  %v1255 = and i32 %v1254, 262143
  %v1256 = lshr i32 %v1255, 4
  %v1257 = zext i32 %v1256 to i64
  %v1258 = or i64 %v1257, 4611686293305360384
  %v1259 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v1258, i64 %v1253, i32 1, float %v1115, float %v1116, float %v1117, float %v1118, float %v1119, float %v1120, float %v1121, float %v1122, float %v1123, float %v1124, float %v1125, float %v1126, float %v1127, float %v1128, float %v1129, float %v1130, float %v1131, float %v1132, float %v1133, float %v1134, float %v1135, float %v1136, float %v1137, float %v1138, float %v1139, float %v1140, float %v1141, float %v1142, float %v1143, float %v1144, float %v1145, float %v1146, float %v1147, float %v1148, float %v1149, float %v1150, float %v1151, float %v1152, float %v1153, float %v1154, float %v1155, float %v1156, float %v1157, float %v1158, float %v1159, float %v1160, float %v1161, float %v1162, float %v1163, float %v1164, float %v1165, float %v1166, float %v1167, float %v1168, float %v1169, float %v1170, float %v1171, float %v1172, float %v1173, float %v1174, float %v1175, float %v1176, float %v1177, float %v1178)
  %v1260 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 0
  %v1261 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 1
  %v1262 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 2
  %v1263 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 3
  %v1264 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 4
  %v1265 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 5
  %v1266 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 6
  %v1267 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 7
  %v1268 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 8
  %v1269 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 9
  %v1270 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 10
  %v1271 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 11
  %v1272 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 12
  %v1273 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 13
  %v1274 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 14
  %v1275 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 15
  %v1276 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 16
  %v1277 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 17
  %v1278 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 18
  %v1279 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 19
  %v1280 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 20
  %v1281 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 21
  %v1282 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 22
  %v1283 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 23
  %v1284 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 24
  %v1285 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 25
  %v1286 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 26
  %v1287 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 27
  %v1288 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 28
  %v1289 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 29
  %v1290 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 30
  %v1291 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 31
  %v1292 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 32
  %v1293 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 33
  %v1294 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 34
  %v1295 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 35
  %v1296 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 36
  %v1297 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 37
  %v1298 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 38
  %v1299 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 39
  %v1300 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 40
  %v1301 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 41
  %v1302 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 42
  %v1303 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 43
  %v1304 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 44
  %v1305 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 45
  %v1306 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 46
  %v1307 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 47
  %v1308 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 48
  %v1309 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 49
  %v1310 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 50
  %v1311 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 51
  %v1312 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 52
  %v1313 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 53
  %v1314 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 54
  %v1315 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 55
  %v1316 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 56
  %v1317 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 57
  %v1318 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 58
  %v1319 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 59
  %v1320 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 60
  %v1321 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 61
  %v1322 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 62
  %v1323 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1259, 63
  %v1324 = add i32 %v815, 8288
  %v1325 = and i32 %v1324, 262143
  %v1326 = lshr i32 %v1325, 4
  %v1327 = zext i32 %v1326 to i64
  %v1328 = or i64 %v1327, 4611686293305360384
  %v1329 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v1328, i64 %v1253, i32 1, float %v1185, float %v1186, float %v1187, float %v1188, float %v1189, float %v1190, float %v1191, float %v1192, float %v1193, float %v1194, float %v1195, float %v1196, float %v1197, float %v1198, float %v1199, float %v1200, float %v1201, float %v1202, float %v1203, float %v1204, float %v1205, float %v1206, float %v1207, float %v1208, float %v1209, float %v1210, float %v1211, float %v1212, float %v1213, float %v1214, float %v1215, float %v1216, float %v1217, float %v1218, float %v1219, float %v1220, float %v1221, float %v1222, float %v1223, float %v1224, float %v1225, float %v1226, float %v1227, float %v1228, float %v1229, float %v1230, float %v1231, float %v1232, float %v1233, float %v1234, float %v1235, float %v1236, float %v1237, float %v1238, float %v1239, float %v1240, float %v1241, float %v1242, float %v1243, float %v1244, float %v1245, float %v1246, float %v1247, float %v1248)
  %v1330 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 0
  %v1331 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 1
  %v1332 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 2
  %v1333 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 3
  %v1334 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 4
  %v1335 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 5
  %v1336 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 6
  %v1337 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 7
  %v1338 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 8
  %v1339 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 9
  %v1340 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 10
  %v1341 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 11
  %v1342 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 12
  %v1343 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 13
  %v1344 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 14
  %v1345 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 15
  %v1346 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 16
  %v1347 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 17
  %v1348 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 18
  %v1349 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 19
  %v1350 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 20
  %v1351 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 21
  %v1352 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 22
  %v1353 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 23
  %v1354 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 24
  %v1355 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 25
  %v1356 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 26
  %v1357 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 27
  %v1358 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 28
  %v1359 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 29
  %v1360 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 30
  %v1361 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 31
  %v1362 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 32
  %v1363 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 33
  %v1364 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 34
  %v1365 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 35
  %v1366 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 36
  %v1367 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 37
  %v1368 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 38
  %v1369 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 39
  %v1370 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 40
  %v1371 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 41
  %v1372 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 42
  %v1373 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 43
  %v1374 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 44
  %v1375 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 45
  %v1376 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 46
  %v1377 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 47
  %v1378 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 48
  %v1379 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 49
  %v1380 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 50
  %v1381 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 51
  %v1382 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 52
  %v1383 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 53
  %v1384 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 54
  %v1385 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 55
  %v1386 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 56
  %v1387 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 57
  %v1388 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 58
  %v1389 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 59
  %v1390 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 60
  %v1391 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 61
  %v1392 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 62
  %v1393 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1329, 63
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"()
  %v1394 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(float %v1260, float %v1261, float %v1262, float %v1263, float %v1264, float %v1265, float %v1266, float %v1267, float %v1268, float %v1269, float %v1270, float %v1271, float %v1272, float %v1273, float %v1274, float %v1275, float %v1276, float %v1277, float %v1278, float %v1279, float %v1280, float %v1281, float %v1282, float %v1283, float %v1284, float %v1285, float %v1286, float %v1287, float %v1288, float %v1289, float %v1290, float %v1291, float %v1292, float %v1293, float %v1294, float %v1295, float %v1296, float %v1297, float %v1298, float %v1299, float %v1300, float %v1301, float %v1302, float %v1303, float %v1304, float %v1305, float %v1306, float %v1307, float %v1308, float %v1309, float %v1310, float %v1311, float %v1312, float %v1313, float %v1314, float %v1315, float %v1316, float %v1317, float %v1318, float %v1319, float %v1320, float %v1321, float %v1322, float %v1323, float %v1330, float %v1331, float %v1332, float %v1333, float %v1334, float %v1335, float %v1336, float %v1337, float %v1338, float %v1339, float %v1340, float %v1341, float %v1342, float %v1343, float %v1344, float %v1345, float %v1346, float %v1347, float %v1348, float %v1349, float %v1350, float %v1351, float %v1352, float %v1353, float %v1354, float %v1355, float %v1356, float %v1357, float %v1358, float %v1359, float %v1360, float %v1361, float %v1362, float %v1363, float %v1364, float %v1365, float %v1366, float %v1367, float %v1368, float %v1369, float %v1370, float %v1371, float %v1372, float %v1373, float %v1374, float %v1375, float %v1376, float %v1377, float %v1378, float %v1379, float %v1380, float %v1381, float %v1382, float %v1383, float %v1384, float %v1385, float %v1386, float %v1387, float %v1388, float %v1389, float %v1390, float %v1391, float %v1392, float %v1393)
  %v1395 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 0
  %v1396 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 1
  %v1397 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 2
  %v1398 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 3
  %v1399 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 4
  %v1400 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 5
  %v1401 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 6
  %v1402 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 7
  %v1403 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 8
  %v1404 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 9
  %v1405 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 10
  %v1406 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 11
  %v1407 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 12
  %v1408 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 13
  %v1409 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 14
  %v1410 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 15
  %v1411 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 16
  %v1412 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 17
  %v1413 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 18
  %v1414 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 19
  %v1415 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 20
  %v1416 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 21
  %v1417 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 22
  %v1418 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 23
  %v1419 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 24
  %v1420 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 25
  %v1421 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 26
  %v1422 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 27
  %v1423 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 28
  %v1424 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 29
  %v1425 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 30
  %v1426 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 31
  %v1427 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 32
  %v1428 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 33
  %v1429 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 34
  %v1430 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 35
  %v1431 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 36
  %v1432 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 37
  %v1433 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 38
  %v1434 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 39
  %v1435 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 40
  %v1436 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 41
  %v1437 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 42
  %v1438 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 43
  %v1439 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 44
  %v1440 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 45
  %v1441 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 46
  %v1442 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 47
  %v1443 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 48
  %v1444 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 49
  %v1445 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 50
  %v1446 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 51
  %v1447 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 52
  %v1448 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 53
  %v1449 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 54
  %v1450 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 55
  %v1451 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 56
  %v1452 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 57
  %v1453 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 58
  %v1454 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 59
  %v1455 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 60
  %v1456 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 61
  %v1457 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 62
  %v1458 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 63
  %v1459 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 64
  %v1460 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 65
  %v1461 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 66
  %v1462 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 67
  %v1463 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 68
  %v1464 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 69
  %v1465 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 70
  %v1466 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 71
  %v1467 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 72
  %v1468 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 73
  %v1469 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 74
  %v1470 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 75
  %v1471 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 76
  %v1472 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 77
  %v1473 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 78
  %v1474 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 79
  %v1475 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 80
  %v1476 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 81
  %v1477 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 82
  %v1478 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 83
  %v1479 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 84
  %v1480 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 85
  %v1481 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 86
  %v1482 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 87
  %v1483 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 88
  %v1484 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 89
  %v1485 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 90
  %v1486 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 91
  %v1487 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 92
  %v1488 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 93
  %v1489 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 94
  %v1490 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 95
  %v1491 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 96
  %v1492 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 97
  %v1493 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 98
  %v1494 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 99
  %v1495 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 100
  %v1496 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 101
  %v1497 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 102
  %v1498 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 103
  %v1499 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 104
  %v1500 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 105
  %v1501 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 106
  %v1502 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 107
  %v1503 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 108
  %v1504 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 109
  %v1505 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 110
  %v1506 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 111
  %v1507 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 112
  %v1508 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 113
  %v1509 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 114
  %v1510 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 115
  %v1511 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 116
  %v1512 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 117
  %v1513 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 118
  %v1514 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 119
  %v1515 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 120
  %v1516 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 121
  %v1517 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 122
  %v1518 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 123
  %v1519 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 124
  %v1520 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 125
  %v1521 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 126
  %v1522 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v1394, 127
  %v1523 = add i64 %v153, 1
  br label %for1
endfor3:
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void @llvm.nvvm.barrier0()
  %v1524 = and i32 %v2, 1
  %v1525 = shl i32 %v1524, 1
  %v1526 = lshr i32 %v2, 1
  %v1527 = and i32 %v1526, 1
  %v1528 = shl i32 %v1527, 2
  %v1529 = or i32 %v1525, %v1528
  %v1530 = lshr i32 %v2, 2
  %v1531 = and i32 %v1530, 1
  %v1532 = shl i32 %v1531, 7
  %v1533 = or i32 %v1529, %v1532
  %v1534 = lshr i32 %v2, 3
  %v1535 = and i32 %v1534, 1
  %v1536 = shl i32 %v1535, 8
  %v1537 = or i32 %v1533, %v1536
  %v1538 = lshr i32 %v2, 4
  %v1539 = and i32 %v1538, 1
  %v1540 = shl i32 %v1539, 9
  %v1541 = or i32 %v1537, %v1540
  %v1542 = and i32 %v3, 1
  %v1543 = shl i32 %v1542, 11
  %v1544 = or i32 %v1541, %v1543
  %v1545 = lshr i32 %v3, 1
  %v1546 = and i32 %v1545, 1
  %v1547 = shl i32 %v1546, 12
  %v1548 = or i32 %v1544, %v1547
  %v1549 = lshr i32 %v1548, 7
  %v1550 = and i32 %v1549, 127
  %v1551 = and i32 %v1548, 127
  %v1552 = sext i32 %v4 to i64
  %v1553 = mul i64 %v1552, 128
  %v1554 = zext i32 %v1550 to i64
  %v1555 = add i64 %v1553, %v1554
  %v1556 = sext i32 %p13 to i64
  %v1557 = zext i32 %p11 to i64
  %v1558 = mul i64 %v1555, %v1556
  %v1559 = add i64 %v1553, 128
  %v1560 = icmp sle i64 %v1559, %v1557
  %v1561 = icmp sge i64 %v1552, 0
  %v1562 = and i1 %v1560, %v1561
  %v1563 = sext i32 %v5 to i64
  %v1564 = mul i64 %v1563, 128
  %v1565 = zext i32 %v1551 to i64
  %v1566 = add i64 %v1564, %v1565
  %v1567 = zext i32 %p12 to i64
  %v1568 = add i64 %v1558, %v1566
  %v1569 = add i64 %v1564, 128
  %v1570 = icmp sle i64 %v1569, %v1567
  %v1571 = icmp sge i64 %v1563, 0
  %v1572 = and i1 %v1570, %v1571
  %v1573 = and i1 %v1562, %v1572
  br i1 %v1573, label %st_full4, label %st_edge5
st_full4:
  %v1574 = icmp ult i64 %v1555, %v1557
  %v1575 = icmp ult i64 %v1566, %v1567
  %v1576 = and i1 %v1574, %v1575
  %v1577 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1568
  store float %v25, float addrspace(1)* %v1577, align 4
  %v1578 = icmp ult i64 %v1555, %v1557
  %v1579 = add i64 %v1568, 1
  %v1580 = add i64 %v1566, 1
  %v1581 = icmp ult i64 %v1580, %v1567
  %v1582 = and i1 %v1578, %v1581
  %v1583 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1579
  store float %v26, float addrspace(1)* %v1583, align 4
  %v1584 = mul i64 8, %v1556
  %v1585 = add i64 %v1568, %v1584
  %v1586 = add i64 %v1555, 8
  %v1587 = icmp ult i64 %v1586, %v1557
  %v1588 = icmp ult i64 %v1566, %v1567
  %v1589 = and i1 %v1587, %v1588
  %v1590 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1585
  store float %v27, float addrspace(1)* %v1590, align 4
  %v1591 = mul i64 8, %v1556
  %v1592 = add i64 %v1568, %v1591
  %v1593 = add i64 %v1555, 8
  %v1594 = icmp ult i64 %v1593, %v1557
  %v1595 = add i64 %v1592, 1
  %v1596 = add i64 %v1566, 1
  %v1597 = icmp ult i64 %v1596, %v1567
  %v1598 = and i1 %v1594, %v1597
  %v1599 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1595
  store float %v28, float addrspace(1)* %v1599, align 4
  %v1600 = icmp ult i64 %v1555, %v1557
  %v1601 = add i64 %v1568, 8
  %v1602 = add i64 %v1566, 8
  %v1603 = icmp ult i64 %v1602, %v1567
  %v1604 = and i1 %v1600, %v1603
  %v1605 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1601
  store float %v29, float addrspace(1)* %v1605, align 4
  %v1606 = icmp ult i64 %v1555, %v1557
  %v1607 = add i64 %v1568, 9
  %v1608 = add i64 %v1566, 9
  %v1609 = icmp ult i64 %v1608, %v1567
  %v1610 = and i1 %v1606, %v1609
  %v1611 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1607
  store float %v30, float addrspace(1)* %v1611, align 4
  %v1612 = mul i64 8, %v1556
  %v1613 = add i64 %v1568, %v1612
  %v1614 = add i64 %v1555, 8
  %v1615 = icmp ult i64 %v1614, %v1557
  %v1616 = add i64 %v1613, 8
  %v1617 = add i64 %v1566, 8
  %v1618 = icmp ult i64 %v1617, %v1567
  %v1619 = and i1 %v1615, %v1618
  %v1620 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1616
  store float %v31, float addrspace(1)* %v1620, align 4
  %v1621 = mul i64 8, %v1556
  %v1622 = add i64 %v1568, %v1621
  %v1623 = add i64 %v1555, 8
  %v1624 = icmp ult i64 %v1623, %v1557
  %v1625 = add i64 %v1622, 9
  %v1626 = add i64 %v1566, 9
  %v1627 = icmp ult i64 %v1626, %v1567
  %v1628 = and i1 %v1624, %v1627
  %v1629 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1625
  store float %v32, float addrspace(1)* %v1629, align 4
  %v1630 = icmp ult i64 %v1555, %v1557
  %v1631 = add i64 %v1568, 16
  %v1632 = add i64 %v1566, 16
  %v1633 = icmp ult i64 %v1632, %v1567
  %v1634 = and i1 %v1630, %v1633
  %v1635 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1631
  store float %v33, float addrspace(1)* %v1635, align 4
  %v1636 = icmp ult i64 %v1555, %v1557
  %v1637 = add i64 %v1568, 17
  %v1638 = add i64 %v1566, 17
  %v1639 = icmp ult i64 %v1638, %v1567
  %v1640 = and i1 %v1636, %v1639
  %v1641 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1637
  store float %v34, float addrspace(1)* %v1641, align 4
  %v1642 = mul i64 8, %v1556
  %v1643 = add i64 %v1568, %v1642
  %v1644 = add i64 %v1555, 8
  %v1645 = icmp ult i64 %v1644, %v1557
  %v1646 = add i64 %v1643, 16
  %v1647 = add i64 %v1566, 16
  %v1648 = icmp ult i64 %v1647, %v1567
  %v1649 = and i1 %v1645, %v1648
  %v1650 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1646
  store float %v35, float addrspace(1)* %v1650, align 4
  %v1651 = mul i64 8, %v1556
  %v1652 = add i64 %v1568, %v1651
  %v1653 = add i64 %v1555, 8
  %v1654 = icmp ult i64 %v1653, %v1557
  %v1655 = add i64 %v1652, 17
  %v1656 = add i64 %v1566, 17
  %v1657 = icmp ult i64 %v1656, %v1567
  %v1658 = and i1 %v1654, %v1657
  %v1659 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1655
  store float %v36, float addrspace(1)* %v1659, align 4
  %v1660 = icmp ult i64 %v1555, %v1557
  %v1661 = add i64 %v1568, 24
  %v1662 = add i64 %v1566, 24
  %v1663 = icmp ult i64 %v1662, %v1567
  %v1664 = and i1 %v1660, %v1663
  %v1665 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1661
  store float %v37, float addrspace(1)* %v1665, align 4
  %v1666 = icmp ult i64 %v1555, %v1557
  %v1667 = add i64 %v1568, 25
  %v1668 = add i64 %v1566, 25
  %v1669 = icmp ult i64 %v1668, %v1567
  %v1670 = and i1 %v1666, %v1669
  %v1671 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1667
  store float %v38, float addrspace(1)* %v1671, align 4
  %v1672 = mul i64 8, %v1556
  %v1673 = add i64 %v1568, %v1672
  %v1674 = add i64 %v1555, 8
  %v1675 = icmp ult i64 %v1674, %v1557
  %v1676 = add i64 %v1673, 24
  %v1677 = add i64 %v1566, 24
  %v1678 = icmp ult i64 %v1677, %v1567
  %v1679 = and i1 %v1675, %v1678
  %v1680 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1676
  store float %v39, float addrspace(1)* %v1680, align 4
  %v1681 = mul i64 8, %v1556
  %v1682 = add i64 %v1568, %v1681
  %v1683 = add i64 %v1555, 8
  %v1684 = icmp ult i64 %v1683, %v1557
  %v1685 = add i64 %v1682, 25
  %v1686 = add i64 %v1566, 25
  %v1687 = icmp ult i64 %v1686, %v1567
  %v1688 = and i1 %v1684, %v1687
  %v1689 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1685
  store float %v40, float addrspace(1)* %v1689, align 4
  %v1690 = icmp ult i64 %v1555, %v1557
  %v1691 = add i64 %v1568, 32
  %v1692 = add i64 %v1566, 32
  %v1693 = icmp ult i64 %v1692, %v1567
  %v1694 = and i1 %v1690, %v1693
  %v1695 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1691
  store float %v41, float addrspace(1)* %v1695, align 4
  %v1696 = icmp ult i64 %v1555, %v1557
  %v1697 = add i64 %v1568, 33
  %v1698 = add i64 %v1566, 33
  %v1699 = icmp ult i64 %v1698, %v1567
  %v1700 = and i1 %v1696, %v1699
  %v1701 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1697
  store float %v42, float addrspace(1)* %v1701, align 4
  %v1702 = mul i64 8, %v1556
  %v1703 = add i64 %v1568, %v1702
  %v1704 = add i64 %v1555, 8
  %v1705 = icmp ult i64 %v1704, %v1557
  %v1706 = add i64 %v1703, 32
  %v1707 = add i64 %v1566, 32
  %v1708 = icmp ult i64 %v1707, %v1567
  %v1709 = and i1 %v1705, %v1708
  %v1710 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1706
  store float %v43, float addrspace(1)* %v1710, align 4
  %v1711 = mul i64 8, %v1556
  %v1712 = add i64 %v1568, %v1711
  %v1713 = add i64 %v1555, 8
  %v1714 = icmp ult i64 %v1713, %v1557
  %v1715 = add i64 %v1712, 33
  %v1716 = add i64 %v1566, 33
  %v1717 = icmp ult i64 %v1716, %v1567
  %v1718 = and i1 %v1714, %v1717
  %v1719 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1715
  store float %v44, float addrspace(1)* %v1719, align 4
  %v1720 = icmp ult i64 %v1555, %v1557
  %v1721 = add i64 %v1568, 40
  %v1722 = add i64 %v1566, 40
  %v1723 = icmp ult i64 %v1722, %v1567
  %v1724 = and i1 %v1720, %v1723
  %v1725 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1721
  store float %v45, float addrspace(1)* %v1725, align 4
  %v1726 = icmp ult i64 %v1555, %v1557
  %v1727 = add i64 %v1568, 41
  %v1728 = add i64 %v1566, 41
  %v1729 = icmp ult i64 %v1728, %v1567
  %v1730 = and i1 %v1726, %v1729
  %v1731 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1727
  store float %v46, float addrspace(1)* %v1731, align 4
  %v1732 = mul i64 8, %v1556
  %v1733 = add i64 %v1568, %v1732
  %v1734 = add i64 %v1555, 8
  %v1735 = icmp ult i64 %v1734, %v1557
  %v1736 = add i64 %v1733, 40
  %v1737 = add i64 %v1566, 40
  %v1738 = icmp ult i64 %v1737, %v1567
  %v1739 = and i1 %v1735, %v1738
  %v1740 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1736
  store float %v47, float addrspace(1)* %v1740, align 4
  %v1741 = mul i64 8, %v1556
  %v1742 = add i64 %v1568, %v1741
  %v1743 = add i64 %v1555, 8
  %v1744 = icmp ult i64 %v1743, %v1557
  %v1745 = add i64 %v1742, 41
  %v1746 = add i64 %v1566, 41
  %v1747 = icmp ult i64 %v1746, %v1567
  %v1748 = and i1 %v1744, %v1747
  %v1749 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1745
  store float %v48, float addrspace(1)* %v1749, align 4
  %v1750 = icmp ult i64 %v1555, %v1557
  %v1751 = add i64 %v1568, 48
  %v1752 = add i64 %v1566, 48
  %v1753 = icmp ult i64 %v1752, %v1567
  %v1754 = and i1 %v1750, %v1753
  %v1755 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1751
  store float %v49, float addrspace(1)* %v1755, align 4
  %v1756 = icmp ult i64 %v1555, %v1557
  %v1757 = add i64 %v1568, 49
  %v1758 = add i64 %v1566, 49
  %v1759 = icmp ult i64 %v1758, %v1567
  %v1760 = and i1 %v1756, %v1759
  %v1761 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1757
  store float %v50, float addrspace(1)* %v1761, align 4
  %v1762 = mul i64 8, %v1556
  %v1763 = add i64 %v1568, %v1762
  %v1764 = add i64 %v1555, 8
  %v1765 = icmp ult i64 %v1764, %v1557
  %v1766 = add i64 %v1763, 48
  %v1767 = add i64 %v1566, 48
  %v1768 = icmp ult i64 %v1767, %v1567
  %v1769 = and i1 %v1765, %v1768
  %v1770 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1766
  store float %v51, float addrspace(1)* %v1770, align 4
  %v1771 = mul i64 8, %v1556
  %v1772 = add i64 %v1568, %v1771
  %v1773 = add i64 %v1555, 8
  %v1774 = icmp ult i64 %v1773, %v1557
  %v1775 = add i64 %v1772, 49
  %v1776 = add i64 %v1566, 49
  %v1777 = icmp ult i64 %v1776, %v1567
  %v1778 = and i1 %v1774, %v1777
  %v1779 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1775
  store float %v52, float addrspace(1)* %v1779, align 4
  %v1780 = icmp ult i64 %v1555, %v1557
  %v1781 = add i64 %v1568, 56
  %v1782 = add i64 %v1566, 56
  %v1783 = icmp ult i64 %v1782, %v1567
  %v1784 = and i1 %v1780, %v1783
  %v1785 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1781
  store float %v53, float addrspace(1)* %v1785, align 4
  %v1786 = icmp ult i64 %v1555, %v1557
  %v1787 = add i64 %v1568, 57
  %v1788 = add i64 %v1566, 57
  %v1789 = icmp ult i64 %v1788, %v1567
  %v1790 = and i1 %v1786, %v1789
  %v1791 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1787
  store float %v54, float addrspace(1)* %v1791, align 4
  %v1792 = mul i64 8, %v1556
  %v1793 = add i64 %v1568, %v1792
  %v1794 = add i64 %v1555, 8
  %v1795 = icmp ult i64 %v1794, %v1557
  %v1796 = add i64 %v1793, 56
  %v1797 = add i64 %v1566, 56
  %v1798 = icmp ult i64 %v1797, %v1567
  %v1799 = and i1 %v1795, %v1798
  %v1800 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1796
  store float %v55, float addrspace(1)* %v1800, align 4
  %v1801 = mul i64 8, %v1556
  %v1802 = add i64 %v1568, %v1801
  %v1803 = add i64 %v1555, 8
  %v1804 = icmp ult i64 %v1803, %v1557
  %v1805 = add i64 %v1802, 57
  %v1806 = add i64 %v1566, 57
  %v1807 = icmp ult i64 %v1806, %v1567
  %v1808 = and i1 %v1804, %v1807
  %v1809 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1805
  store float %v56, float addrspace(1)* %v1809, align 4
  %v1810 = icmp ult i64 %v1555, %v1557
  %v1811 = add i64 %v1568, 64
  %v1812 = add i64 %v1566, 64
  %v1813 = icmp ult i64 %v1812, %v1567
  %v1814 = and i1 %v1810, %v1813
  %v1815 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1811
  store float %v57, float addrspace(1)* %v1815, align 4
  %v1816 = icmp ult i64 %v1555, %v1557
  %v1817 = add i64 %v1568, 65
  %v1818 = add i64 %v1566, 65
  %v1819 = icmp ult i64 %v1818, %v1567
  %v1820 = and i1 %v1816, %v1819
  %v1821 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1817
  store float %v58, float addrspace(1)* %v1821, align 4
  %v1822 = mul i64 8, %v1556
  %v1823 = add i64 %v1568, %v1822
  %v1824 = add i64 %v1555, 8
  %v1825 = icmp ult i64 %v1824, %v1557
  %v1826 = add i64 %v1823, 64
  %v1827 = add i64 %v1566, 64
  %v1828 = icmp ult i64 %v1827, %v1567
  %v1829 = and i1 %v1825, %v1828
  %v1830 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1826
  store float %v59, float addrspace(1)* %v1830, align 4
  %v1831 = mul i64 8, %v1556
  %v1832 = add i64 %v1568, %v1831
  %v1833 = add i64 %v1555, 8
  %v1834 = icmp ult i64 %v1833, %v1557
  %v1835 = add i64 %v1832, 65
  %v1836 = add i64 %v1566, 65
  %v1837 = icmp ult i64 %v1836, %v1567
  %v1838 = and i1 %v1834, %v1837
  %v1839 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1835
  store float %v60, float addrspace(1)* %v1839, align 4
  %v1840 = icmp ult i64 %v1555, %v1557
  %v1841 = add i64 %v1568, 72
  %v1842 = add i64 %v1566, 72
  %v1843 = icmp ult i64 %v1842, %v1567
  %v1844 = and i1 %v1840, %v1843
  %v1845 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1841
  store float %v61, float addrspace(1)* %v1845, align 4
  %v1846 = icmp ult i64 %v1555, %v1557
  %v1847 = add i64 %v1568, 73
  %v1848 = add i64 %v1566, 73
  %v1849 = icmp ult i64 %v1848, %v1567
  %v1850 = and i1 %v1846, %v1849
  %v1851 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1847
  store float %v62, float addrspace(1)* %v1851, align 4
  %v1852 = mul i64 8, %v1556
  %v1853 = add i64 %v1568, %v1852
  %v1854 = add i64 %v1555, 8
  %v1855 = icmp ult i64 %v1854, %v1557
  %v1856 = add i64 %v1853, 72
  %v1857 = add i64 %v1566, 72
  %v1858 = icmp ult i64 %v1857, %v1567
  %v1859 = and i1 %v1855, %v1858
  %v1860 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1856
  store float %v63, float addrspace(1)* %v1860, align 4
  %v1861 = mul i64 8, %v1556
  %v1862 = add i64 %v1568, %v1861
  %v1863 = add i64 %v1555, 8
  %v1864 = icmp ult i64 %v1863, %v1557
  %v1865 = add i64 %v1862, 73
  %v1866 = add i64 %v1566, 73
  %v1867 = icmp ult i64 %v1866, %v1567
  %v1868 = and i1 %v1864, %v1867
  %v1869 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1865
  store float %v64, float addrspace(1)* %v1869, align 4
  %v1870 = icmp ult i64 %v1555, %v1557
  %v1871 = add i64 %v1568, 80
  %v1872 = add i64 %v1566, 80
  %v1873 = icmp ult i64 %v1872, %v1567
  %v1874 = and i1 %v1870, %v1873
  %v1875 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1871
  store float %v65, float addrspace(1)* %v1875, align 4
  %v1876 = icmp ult i64 %v1555, %v1557
  %v1877 = add i64 %v1568, 81
  %v1878 = add i64 %v1566, 81
  %v1879 = icmp ult i64 %v1878, %v1567
  %v1880 = and i1 %v1876, %v1879
  %v1881 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1877
  store float %v66, float addrspace(1)* %v1881, align 4
  %v1882 = mul i64 8, %v1556
  %v1883 = add i64 %v1568, %v1882
  %v1884 = add i64 %v1555, 8
  %v1885 = icmp ult i64 %v1884, %v1557
  %v1886 = add i64 %v1883, 80
  %v1887 = add i64 %v1566, 80
  %v1888 = icmp ult i64 %v1887, %v1567
  %v1889 = and i1 %v1885, %v1888
  %v1890 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1886
  store float %v67, float addrspace(1)* %v1890, align 4
  %v1891 = mul i64 8, %v1556
  %v1892 = add i64 %v1568, %v1891
  %v1893 = add i64 %v1555, 8
  %v1894 = icmp ult i64 %v1893, %v1557
  %v1895 = add i64 %v1892, 81
  %v1896 = add i64 %v1566, 81
  %v1897 = icmp ult i64 %v1896, %v1567
  %v1898 = and i1 %v1894, %v1897
  %v1899 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1895
  store float %v68, float addrspace(1)* %v1899, align 4
  %v1900 = icmp ult i64 %v1555, %v1557
  %v1901 = add i64 %v1568, 88
  %v1902 = add i64 %v1566, 88
  %v1903 = icmp ult i64 %v1902, %v1567
  %v1904 = and i1 %v1900, %v1903
  %v1905 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1901
  store float %v69, float addrspace(1)* %v1905, align 4
  %v1906 = icmp ult i64 %v1555, %v1557
  %v1907 = add i64 %v1568, 89
  %v1908 = add i64 %v1566, 89
  %v1909 = icmp ult i64 %v1908, %v1567
  %v1910 = and i1 %v1906, %v1909
  %v1911 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1907
  store float %v70, float addrspace(1)* %v1911, align 4
  %v1912 = mul i64 8, %v1556
  %v1913 = add i64 %v1568, %v1912
  %v1914 = add i64 %v1555, 8
  %v1915 = icmp ult i64 %v1914, %v1557
  %v1916 = add i64 %v1913, 88
  %v1917 = add i64 %v1566, 88
  %v1918 = icmp ult i64 %v1917, %v1567
  %v1919 = and i1 %v1915, %v1918
  %v1920 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1916
  store float %v71, float addrspace(1)* %v1920, align 4
  %v1921 = mul i64 8, %v1556
  %v1922 = add i64 %v1568, %v1921
  %v1923 = add i64 %v1555, 8
  %v1924 = icmp ult i64 %v1923, %v1557
  %v1925 = add i64 %v1922, 89
  %v1926 = add i64 %v1566, 89
  %v1927 = icmp ult i64 %v1926, %v1567
  %v1928 = and i1 %v1924, %v1927
  %v1929 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1925
  store float %v72, float addrspace(1)* %v1929, align 4
  %v1930 = icmp ult i64 %v1555, %v1557
  %v1931 = add i64 %v1568, 96
  %v1932 = add i64 %v1566, 96
  %v1933 = icmp ult i64 %v1932, %v1567
  %v1934 = and i1 %v1930, %v1933
  %v1935 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1931
  store float %v73, float addrspace(1)* %v1935, align 4
  %v1936 = icmp ult i64 %v1555, %v1557
  %v1937 = add i64 %v1568, 97
  %v1938 = add i64 %v1566, 97
  %v1939 = icmp ult i64 %v1938, %v1567
  %v1940 = and i1 %v1936, %v1939
  %v1941 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1937
  store float %v74, float addrspace(1)* %v1941, align 4
  %v1942 = mul i64 8, %v1556
  %v1943 = add i64 %v1568, %v1942
  %v1944 = add i64 %v1555, 8
  %v1945 = icmp ult i64 %v1944, %v1557
  %v1946 = add i64 %v1943, 96
  %v1947 = add i64 %v1566, 96
  %v1948 = icmp ult i64 %v1947, %v1567
  %v1949 = and i1 %v1945, %v1948
  %v1950 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1946
  store float %v75, float addrspace(1)* %v1950, align 4
  %v1951 = mul i64 8, %v1556
  %v1952 = add i64 %v1568, %v1951
  %v1953 = add i64 %v1555, 8
  %v1954 = icmp ult i64 %v1953, %v1557
  %v1955 = add i64 %v1952, 97
  %v1956 = add i64 %v1566, 97
  %v1957 = icmp ult i64 %v1956, %v1567
  %v1958 = and i1 %v1954, %v1957
  %v1959 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1955
  store float %v76, float addrspace(1)* %v1959, align 4
  %v1960 = icmp ult i64 %v1555, %v1557
  %v1961 = add i64 %v1568, 104
  %v1962 = add i64 %v1566, 104
  %v1963 = icmp ult i64 %v1962, %v1567
  %v1964 = and i1 %v1960, %v1963
  %v1965 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1961
  store float %v77, float addrspace(1)* %v1965, align 4
  %v1966 = icmp ult i64 %v1555, %v1557
  %v1967 = add i64 %v1568, 105
  %v1968 = add i64 %v1566, 105
  %v1969 = icmp ult i64 %v1968, %v1567
  %v1970 = and i1 %v1966, %v1969
  %v1971 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1967
  store float %v78, float addrspace(1)* %v1971, align 4
  %v1972 = mul i64 8, %v1556
  %v1973 = add i64 %v1568, %v1972
  %v1974 = add i64 %v1555, 8
  %v1975 = icmp ult i64 %v1974, %v1557
  %v1976 = add i64 %v1973, 104
  %v1977 = add i64 %v1566, 104
  %v1978 = icmp ult i64 %v1977, %v1567
  %v1979 = and i1 %v1975, %v1978
  %v1980 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1976
  store float %v79, float addrspace(1)* %v1980, align 4
  %v1981 = mul i64 8, %v1556
  %v1982 = add i64 %v1568, %v1981
  %v1983 = add i64 %v1555, 8
  %v1984 = icmp ult i64 %v1983, %v1557
  %v1985 = add i64 %v1982, 105
  %v1986 = add i64 %v1566, 105
  %v1987 = icmp ult i64 %v1986, %v1567
  %v1988 = and i1 %v1984, %v1987
  %v1989 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1985
  store float %v80, float addrspace(1)* %v1989, align 4
  %v1990 = icmp ult i64 %v1555, %v1557
  %v1991 = add i64 %v1568, 112
  %v1992 = add i64 %v1566, 112
  %v1993 = icmp ult i64 %v1992, %v1567
  %v1994 = and i1 %v1990, %v1993
  %v1995 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1991
  store float %v81, float addrspace(1)* %v1995, align 4
  %v1996 = icmp ult i64 %v1555, %v1557
  %v1997 = add i64 %v1568, 113
  %v1998 = add i64 %v1566, 113
  %v1999 = icmp ult i64 %v1998, %v1567
  %v2000 = and i1 %v1996, %v1999
  %v2001 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1997
  store float %v82, float addrspace(1)* %v2001, align 4
  %v2002 = mul i64 8, %v1556
  %v2003 = add i64 %v1568, %v2002
  %v2004 = add i64 %v1555, 8
  %v2005 = icmp ult i64 %v2004, %v1557
  %v2006 = add i64 %v2003, 112
  %v2007 = add i64 %v1566, 112
  %v2008 = icmp ult i64 %v2007, %v1567
  %v2009 = and i1 %v2005, %v2008
  %v2010 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2006
  store float %v83, float addrspace(1)* %v2010, align 4
  %v2011 = mul i64 8, %v1556
  %v2012 = add i64 %v1568, %v2011
  %v2013 = add i64 %v1555, 8
  %v2014 = icmp ult i64 %v2013, %v1557
  %v2015 = add i64 %v2012, 113
  %v2016 = add i64 %v1566, 113
  %v2017 = icmp ult i64 %v2016, %v1567
  %v2018 = and i1 %v2014, %v2017
  %v2019 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2015
  store float %v84, float addrspace(1)* %v2019, align 4
  %v2020 = icmp ult i64 %v1555, %v1557
  %v2021 = add i64 %v1568, 120
  %v2022 = add i64 %v1566, 120
  %v2023 = icmp ult i64 %v2022, %v1567
  %v2024 = and i1 %v2020, %v2023
  %v2025 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2021
  store float %v85, float addrspace(1)* %v2025, align 4
  %v2026 = icmp ult i64 %v1555, %v1557
  %v2027 = add i64 %v1568, 121
  %v2028 = add i64 %v1566, 121
  %v2029 = icmp ult i64 %v2028, %v1567
  %v2030 = and i1 %v2026, %v2029
  %v2031 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2027
  store float %v86, float addrspace(1)* %v2031, align 4
  %v2032 = mul i64 8, %v1556
  %v2033 = add i64 %v1568, %v2032
  %v2034 = add i64 %v1555, 8
  %v2035 = icmp ult i64 %v2034, %v1557
  %v2036 = add i64 %v2033, 120
  %v2037 = add i64 %v1566, 120
  %v2038 = icmp ult i64 %v2037, %v1567
  %v2039 = and i1 %v2035, %v2038
  %v2040 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2036
  store float %v87, float addrspace(1)* %v2040, align 4
  %v2041 = mul i64 8, %v1556
  %v2042 = add i64 %v1568, %v2041
  %v2043 = add i64 %v1555, 8
  %v2044 = icmp ult i64 %v2043, %v1557
  %v2045 = add i64 %v2042, 121
  %v2046 = add i64 %v1566, 121
  %v2047 = icmp ult i64 %v2046, %v1567
  %v2048 = and i1 %v2044, %v2047
  %v2049 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2045
  store float %v88, float addrspace(1)* %v2049, align 4
  %v2050 = mul i64 64, %v1556
  %v2051 = add i64 %v1568, %v2050
  %v2052 = add i64 %v1555, 64
  %v2053 = icmp ult i64 %v2052, %v1557
  %v2054 = icmp ult i64 %v1566, %v1567
  %v2055 = and i1 %v2053, %v2054
  %v2056 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2051
  store float %v89, float addrspace(1)* %v2056, align 4
  %v2057 = mul i64 64, %v1556
  %v2058 = add i64 %v1568, %v2057
  %v2059 = add i64 %v1555, 64
  %v2060 = icmp ult i64 %v2059, %v1557
  %v2061 = add i64 %v2058, 1
  %v2062 = add i64 %v1566, 1
  %v2063 = icmp ult i64 %v2062, %v1567
  %v2064 = and i1 %v2060, %v2063
  %v2065 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2061
  store float %v90, float addrspace(1)* %v2065, align 4
  %v2066 = mul i64 72, %v1556
  %v2067 = add i64 %v1568, %v2066
  %v2068 = add i64 %v1555, 72
  %v2069 = icmp ult i64 %v2068, %v1557
  %v2070 = icmp ult i64 %v1566, %v1567
  %v2071 = and i1 %v2069, %v2070
  %v2072 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2067
  store float %v91, float addrspace(1)* %v2072, align 4
  %v2073 = mul i64 72, %v1556
  %v2074 = add i64 %v1568, %v2073
  %v2075 = add i64 %v1555, 72
  %v2076 = icmp ult i64 %v2075, %v1557
  %v2077 = add i64 %v2074, 1
  %v2078 = add i64 %v1566, 1
  %v2079 = icmp ult i64 %v2078, %v1567
  %v2080 = and i1 %v2076, %v2079
  %v2081 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2077
  store float %v92, float addrspace(1)* %v2081, align 4
  %v2082 = mul i64 64, %v1556
  %v2083 = add i64 %v1568, %v2082
  %v2084 = add i64 %v1555, 64
  %v2085 = icmp ult i64 %v2084, %v1557
  %v2086 = add i64 %v2083, 8
  %v2087 = add i64 %v1566, 8
  %v2088 = icmp ult i64 %v2087, %v1567
  %v2089 = and i1 %v2085, %v2088
  %v2090 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2086
  store float %v93, float addrspace(1)* %v2090, align 4
  %v2091 = mul i64 64, %v1556
  %v2092 = add i64 %v1568, %v2091
  %v2093 = add i64 %v1555, 64
  %v2094 = icmp ult i64 %v2093, %v1557
  %v2095 = add i64 %v2092, 9
  %v2096 = add i64 %v1566, 9
  %v2097 = icmp ult i64 %v2096, %v1567
  %v2098 = and i1 %v2094, %v2097
  %v2099 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2095
  store float %v94, float addrspace(1)* %v2099, align 4
  %v2100 = mul i64 72, %v1556
  %v2101 = add i64 %v1568, %v2100
  %v2102 = add i64 %v1555, 72
  %v2103 = icmp ult i64 %v2102, %v1557
  %v2104 = add i64 %v2101, 8
  %v2105 = add i64 %v1566, 8
  %v2106 = icmp ult i64 %v2105, %v1567
  %v2107 = and i1 %v2103, %v2106
  %v2108 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2104
  store float %v95, float addrspace(1)* %v2108, align 4
  %v2109 = mul i64 72, %v1556
  %v2110 = add i64 %v1568, %v2109
  %v2111 = add i64 %v1555, 72
  %v2112 = icmp ult i64 %v2111, %v1557
  %v2113 = add i64 %v2110, 9
  %v2114 = add i64 %v1566, 9
  %v2115 = icmp ult i64 %v2114, %v1567
  %v2116 = and i1 %v2112, %v2115
  %v2117 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2113
  store float %v96, float addrspace(1)* %v2117, align 4
  %v2118 = mul i64 64, %v1556
  %v2119 = add i64 %v1568, %v2118
  %v2120 = add i64 %v1555, 64
  %v2121 = icmp ult i64 %v2120, %v1557
  %v2122 = add i64 %v2119, 16
  %v2123 = add i64 %v1566, 16
  %v2124 = icmp ult i64 %v2123, %v1567
  %v2125 = and i1 %v2121, %v2124
  %v2126 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2122
  store float %v97, float addrspace(1)* %v2126, align 4
  %v2127 = mul i64 64, %v1556
  %v2128 = add i64 %v1568, %v2127
  %v2129 = add i64 %v1555, 64
  %v2130 = icmp ult i64 %v2129, %v1557
  %v2131 = add i64 %v2128, 17
  %v2132 = add i64 %v1566, 17
  %v2133 = icmp ult i64 %v2132, %v1567
  %v2134 = and i1 %v2130, %v2133
  %v2135 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2131
  store float %v98, float addrspace(1)* %v2135, align 4
  %v2136 = mul i64 72, %v1556
  %v2137 = add i64 %v1568, %v2136
  %v2138 = add i64 %v1555, 72
  %v2139 = icmp ult i64 %v2138, %v1557
  %v2140 = add i64 %v2137, 16
  %v2141 = add i64 %v1566, 16
  %v2142 = icmp ult i64 %v2141, %v1567
  %v2143 = and i1 %v2139, %v2142
  %v2144 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2140
  store float %v99, float addrspace(1)* %v2144, align 4
  %v2145 = mul i64 72, %v1556
  %v2146 = add i64 %v1568, %v2145
  %v2147 = add i64 %v1555, 72
  %v2148 = icmp ult i64 %v2147, %v1557
  %v2149 = add i64 %v2146, 17
  %v2150 = add i64 %v1566, 17
  %v2151 = icmp ult i64 %v2150, %v1567
  %v2152 = and i1 %v2148, %v2151
  %v2153 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2149
  store float %v100, float addrspace(1)* %v2153, align 4
  %v2154 = mul i64 64, %v1556
  %v2155 = add i64 %v1568, %v2154
  %v2156 = add i64 %v1555, 64
  %v2157 = icmp ult i64 %v2156, %v1557
  %v2158 = add i64 %v2155, 24
  %v2159 = add i64 %v1566, 24
  %v2160 = icmp ult i64 %v2159, %v1567
  %v2161 = and i1 %v2157, %v2160
  %v2162 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2158
  store float %v101, float addrspace(1)* %v2162, align 4
  %v2163 = mul i64 64, %v1556
  %v2164 = add i64 %v1568, %v2163
  %v2165 = add i64 %v1555, 64
  %v2166 = icmp ult i64 %v2165, %v1557
  %v2167 = add i64 %v2164, 25
  %v2168 = add i64 %v1566, 25
  %v2169 = icmp ult i64 %v2168, %v1567
  %v2170 = and i1 %v2166, %v2169
  %v2171 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2167
  store float %v102, float addrspace(1)* %v2171, align 4
  %v2172 = mul i64 72, %v1556
  %v2173 = add i64 %v1568, %v2172
  %v2174 = add i64 %v1555, 72
  %v2175 = icmp ult i64 %v2174, %v1557
  %v2176 = add i64 %v2173, 24
  %v2177 = add i64 %v1566, 24
  %v2178 = icmp ult i64 %v2177, %v1567
  %v2179 = and i1 %v2175, %v2178
  %v2180 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2176
  store float %v103, float addrspace(1)* %v2180, align 4
  %v2181 = mul i64 72, %v1556
  %v2182 = add i64 %v1568, %v2181
  %v2183 = add i64 %v1555, 72
  %v2184 = icmp ult i64 %v2183, %v1557
  %v2185 = add i64 %v2182, 25
  %v2186 = add i64 %v1566, 25
  %v2187 = icmp ult i64 %v2186, %v1567
  %v2188 = and i1 %v2184, %v2187
  %v2189 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2185
  store float %v104, float addrspace(1)* %v2189, align 4
  %v2190 = mul i64 64, %v1556
  %v2191 = add i64 %v1568, %v2190
  %v2192 = add i64 %v1555, 64
  %v2193 = icmp ult i64 %v2192, %v1557
  %v2194 = add i64 %v2191, 32
  %v2195 = add i64 %v1566, 32
  %v2196 = icmp ult i64 %v2195, %v1567
  %v2197 = and i1 %v2193, %v2196
  %v2198 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2194
  store float %v105, float addrspace(1)* %v2198, align 4
  %v2199 = mul i64 64, %v1556
  %v2200 = add i64 %v1568, %v2199
  %v2201 = add i64 %v1555, 64
  %v2202 = icmp ult i64 %v2201, %v1557
  %v2203 = add i64 %v2200, 33
  %v2204 = add i64 %v1566, 33
  %v2205 = icmp ult i64 %v2204, %v1567
  %v2206 = and i1 %v2202, %v2205
  %v2207 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2203
  store float %v106, float addrspace(1)* %v2207, align 4
  %v2208 = mul i64 72, %v1556
  %v2209 = add i64 %v1568, %v2208
  %v2210 = add i64 %v1555, 72
  %v2211 = icmp ult i64 %v2210, %v1557
  %v2212 = add i64 %v2209, 32
  %v2213 = add i64 %v1566, 32
  %v2214 = icmp ult i64 %v2213, %v1567
  %v2215 = and i1 %v2211, %v2214
  %v2216 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2212
  store float %v107, float addrspace(1)* %v2216, align 4
  %v2217 = mul i64 72, %v1556
  %v2218 = add i64 %v1568, %v2217
  %v2219 = add i64 %v1555, 72
  %v2220 = icmp ult i64 %v2219, %v1557
  %v2221 = add i64 %v2218, 33
  %v2222 = add i64 %v1566, 33
  %v2223 = icmp ult i64 %v2222, %v1567
  %v2224 = and i1 %v2220, %v2223
  %v2225 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2221
  store float %v108, float addrspace(1)* %v2225, align 4
  %v2226 = mul i64 64, %v1556
  %v2227 = add i64 %v1568, %v2226
  %v2228 = add i64 %v1555, 64
  %v2229 = icmp ult i64 %v2228, %v1557
  %v2230 = add i64 %v2227, 40
  %v2231 = add i64 %v1566, 40
  %v2232 = icmp ult i64 %v2231, %v1567
  %v2233 = and i1 %v2229, %v2232
  %v2234 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2230
  store float %v109, float addrspace(1)* %v2234, align 4
  %v2235 = mul i64 64, %v1556
  %v2236 = add i64 %v1568, %v2235
  %v2237 = add i64 %v1555, 64
  %v2238 = icmp ult i64 %v2237, %v1557
  %v2239 = add i64 %v2236, 41
  %v2240 = add i64 %v1566, 41
  %v2241 = icmp ult i64 %v2240, %v1567
  %v2242 = and i1 %v2238, %v2241
  %v2243 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2239
  store float %v110, float addrspace(1)* %v2243, align 4
  %v2244 = mul i64 72, %v1556
  %v2245 = add i64 %v1568, %v2244
  %v2246 = add i64 %v1555, 72
  %v2247 = icmp ult i64 %v2246, %v1557
  %v2248 = add i64 %v2245, 40
  %v2249 = add i64 %v1566, 40
  %v2250 = icmp ult i64 %v2249, %v1567
  %v2251 = and i1 %v2247, %v2250
  %v2252 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2248
  store float %v111, float addrspace(1)* %v2252, align 4
  %v2253 = mul i64 72, %v1556
  %v2254 = add i64 %v1568, %v2253
  %v2255 = add i64 %v1555, 72
  %v2256 = icmp ult i64 %v2255, %v1557
  %v2257 = add i64 %v2254, 41
  %v2258 = add i64 %v1566, 41
  %v2259 = icmp ult i64 %v2258, %v1567
  %v2260 = and i1 %v2256, %v2259
  %v2261 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2257
  store float %v112, float addrspace(1)* %v2261, align 4
  %v2262 = mul i64 64, %v1556
  %v2263 = add i64 %v1568, %v2262
  %v2264 = add i64 %v1555, 64
  %v2265 = icmp ult i64 %v2264, %v1557
  %v2266 = add i64 %v2263, 48
  %v2267 = add i64 %v1566, 48
  %v2268 = icmp ult i64 %v2267, %v1567
  %v2269 = and i1 %v2265, %v2268
  %v2270 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2266
  store float %v113, float addrspace(1)* %v2270, align 4
  %v2271 = mul i64 64, %v1556
  %v2272 = add i64 %v1568, %v2271
  %v2273 = add i64 %v1555, 64
  %v2274 = icmp ult i64 %v2273, %v1557
  %v2275 = add i64 %v2272, 49
  %v2276 = add i64 %v1566, 49
  %v2277 = icmp ult i64 %v2276, %v1567
  %v2278 = and i1 %v2274, %v2277
  %v2279 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2275
  store float %v114, float addrspace(1)* %v2279, align 4
  %v2280 = mul i64 72, %v1556
  %v2281 = add i64 %v1568, %v2280
  %v2282 = add i64 %v1555, 72
  %v2283 = icmp ult i64 %v2282, %v1557
  %v2284 = add i64 %v2281, 48
  %v2285 = add i64 %v1566, 48
  %v2286 = icmp ult i64 %v2285, %v1567
  %v2287 = and i1 %v2283, %v2286
  %v2288 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2284
  store float %v115, float addrspace(1)* %v2288, align 4
  %v2289 = mul i64 72, %v1556
  %v2290 = add i64 %v1568, %v2289
  %v2291 = add i64 %v1555, 72
  %v2292 = icmp ult i64 %v2291, %v1557
  %v2293 = add i64 %v2290, 49
  %v2294 = add i64 %v1566, 49
  %v2295 = icmp ult i64 %v2294, %v1567
  %v2296 = and i1 %v2292, %v2295
  %v2297 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2293
  store float %v116, float addrspace(1)* %v2297, align 4
  %v2298 = mul i64 64, %v1556
  %v2299 = add i64 %v1568, %v2298
  %v2300 = add i64 %v1555, 64
  %v2301 = icmp ult i64 %v2300, %v1557
  %v2302 = add i64 %v2299, 56
  %v2303 = add i64 %v1566, 56
  %v2304 = icmp ult i64 %v2303, %v1567
  %v2305 = and i1 %v2301, %v2304
  %v2306 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2302
  store float %v117, float addrspace(1)* %v2306, align 4
  %v2307 = mul i64 64, %v1556
  %v2308 = add i64 %v1568, %v2307
  %v2309 = add i64 %v1555, 64
  %v2310 = icmp ult i64 %v2309, %v1557
  %v2311 = add i64 %v2308, 57
  %v2312 = add i64 %v1566, 57
  %v2313 = icmp ult i64 %v2312, %v1567
  %v2314 = and i1 %v2310, %v2313
  %v2315 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2311
  store float %v118, float addrspace(1)* %v2315, align 4
  %v2316 = mul i64 72, %v1556
  %v2317 = add i64 %v1568, %v2316
  %v2318 = add i64 %v1555, 72
  %v2319 = icmp ult i64 %v2318, %v1557
  %v2320 = add i64 %v2317, 56
  %v2321 = add i64 %v1566, 56
  %v2322 = icmp ult i64 %v2321, %v1567
  %v2323 = and i1 %v2319, %v2322
  %v2324 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2320
  store float %v119, float addrspace(1)* %v2324, align 4
  %v2325 = mul i64 72, %v1556
  %v2326 = add i64 %v1568, %v2325
  %v2327 = add i64 %v1555, 72
  %v2328 = icmp ult i64 %v2327, %v1557
  %v2329 = add i64 %v2326, 57
  %v2330 = add i64 %v1566, 57
  %v2331 = icmp ult i64 %v2330, %v1567
  %v2332 = and i1 %v2328, %v2331
  %v2333 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2329
  store float %v120, float addrspace(1)* %v2333, align 4
  %v2334 = mul i64 64, %v1556
  %v2335 = add i64 %v1568, %v2334
  %v2336 = add i64 %v1555, 64
  %v2337 = icmp ult i64 %v2336, %v1557
  %v2338 = add i64 %v2335, 64
  %v2339 = add i64 %v1566, 64
  %v2340 = icmp ult i64 %v2339, %v1567
  %v2341 = and i1 %v2337, %v2340
  %v2342 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2338
  store float %v121, float addrspace(1)* %v2342, align 4
  %v2343 = mul i64 64, %v1556
  %v2344 = add i64 %v1568, %v2343
  %v2345 = add i64 %v1555, 64
  %v2346 = icmp ult i64 %v2345, %v1557
  %v2347 = add i64 %v2344, 65
  %v2348 = add i64 %v1566, 65
  %v2349 = icmp ult i64 %v2348, %v1567
  %v2350 = and i1 %v2346, %v2349
  %v2351 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2347
  store float %v122, float addrspace(1)* %v2351, align 4
  %v2352 = mul i64 72, %v1556
  %v2353 = add i64 %v1568, %v2352
  %v2354 = add i64 %v1555, 72
  %v2355 = icmp ult i64 %v2354, %v1557
  %v2356 = add i64 %v2353, 64
  %v2357 = add i64 %v1566, 64
  %v2358 = icmp ult i64 %v2357, %v1567
  %v2359 = and i1 %v2355, %v2358
  %v2360 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2356
  store float %v123, float addrspace(1)* %v2360, align 4
  %v2361 = mul i64 72, %v1556
  %v2362 = add i64 %v1568, %v2361
  %v2363 = add i64 %v1555, 72
  %v2364 = icmp ult i64 %v2363, %v1557
  %v2365 = add i64 %v2362, 65
  %v2366 = add i64 %v1566, 65
  %v2367 = icmp ult i64 %v2366, %v1567
  %v2368 = and i1 %v2364, %v2367
  %v2369 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2365
  store float %v124, float addrspace(1)* %v2369, align 4
  %v2370 = mul i64 64, %v1556
  %v2371 = add i64 %v1568, %v2370
  %v2372 = add i64 %v1555, 64
  %v2373 = icmp ult i64 %v2372, %v1557
  %v2374 = add i64 %v2371, 72
  %v2375 = add i64 %v1566, 72
  %v2376 = icmp ult i64 %v2375, %v1567
  %v2377 = and i1 %v2373, %v2376
  %v2378 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2374
  store float %v125, float addrspace(1)* %v2378, align 4
  %v2379 = mul i64 64, %v1556
  %v2380 = add i64 %v1568, %v2379
  %v2381 = add i64 %v1555, 64
  %v2382 = icmp ult i64 %v2381, %v1557
  %v2383 = add i64 %v2380, 73
  %v2384 = add i64 %v1566, 73
  %v2385 = icmp ult i64 %v2384, %v1567
  %v2386 = and i1 %v2382, %v2385
  %v2387 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2383
  store float %v126, float addrspace(1)* %v2387, align 4
  %v2388 = mul i64 72, %v1556
  %v2389 = add i64 %v1568, %v2388
  %v2390 = add i64 %v1555, 72
  %v2391 = icmp ult i64 %v2390, %v1557
  %v2392 = add i64 %v2389, 72
  %v2393 = add i64 %v1566, 72
  %v2394 = icmp ult i64 %v2393, %v1567
  %v2395 = and i1 %v2391, %v2394
  %v2396 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2392
  store float %v127, float addrspace(1)* %v2396, align 4
  %v2397 = mul i64 72, %v1556
  %v2398 = add i64 %v1568, %v2397
  %v2399 = add i64 %v1555, 72
  %v2400 = icmp ult i64 %v2399, %v1557
  %v2401 = add i64 %v2398, 73
  %v2402 = add i64 %v1566, 73
  %v2403 = icmp ult i64 %v2402, %v1567
  %v2404 = and i1 %v2400, %v2403
  %v2405 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2401
  store float %v128, float addrspace(1)* %v2405, align 4
  %v2406 = mul i64 64, %v1556
  %v2407 = add i64 %v1568, %v2406
  %v2408 = add i64 %v1555, 64
  %v2409 = icmp ult i64 %v2408, %v1557
  %v2410 = add i64 %v2407, 80
  %v2411 = add i64 %v1566, 80
  %v2412 = icmp ult i64 %v2411, %v1567
  %v2413 = and i1 %v2409, %v2412
  %v2414 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2410
  store float %v129, float addrspace(1)* %v2414, align 4
  %v2415 = mul i64 64, %v1556
  %v2416 = add i64 %v1568, %v2415
  %v2417 = add i64 %v1555, 64
  %v2418 = icmp ult i64 %v2417, %v1557
  %v2419 = add i64 %v2416, 81
  %v2420 = add i64 %v1566, 81
  %v2421 = icmp ult i64 %v2420, %v1567
  %v2422 = and i1 %v2418, %v2421
  %v2423 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2419
  store float %v130, float addrspace(1)* %v2423, align 4
  %v2424 = mul i64 72, %v1556
  %v2425 = add i64 %v1568, %v2424
  %v2426 = add i64 %v1555, 72
  %v2427 = icmp ult i64 %v2426, %v1557
  %v2428 = add i64 %v2425, 80
  %v2429 = add i64 %v1566, 80
  %v2430 = icmp ult i64 %v2429, %v1567
  %v2431 = and i1 %v2427, %v2430
  %v2432 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2428
  store float %v131, float addrspace(1)* %v2432, align 4
  %v2433 = mul i64 72, %v1556
  %v2434 = add i64 %v1568, %v2433
  %v2435 = add i64 %v1555, 72
  %v2436 = icmp ult i64 %v2435, %v1557
  %v2437 = add i64 %v2434, 81
  %v2438 = add i64 %v1566, 81
  %v2439 = icmp ult i64 %v2438, %v1567
  %v2440 = and i1 %v2436, %v2439
  %v2441 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2437
  store float %v132, float addrspace(1)* %v2441, align 4
  %v2442 = mul i64 64, %v1556
  %v2443 = add i64 %v1568, %v2442
  %v2444 = add i64 %v1555, 64
  %v2445 = icmp ult i64 %v2444, %v1557
  %v2446 = add i64 %v2443, 88
  %v2447 = add i64 %v1566, 88
  %v2448 = icmp ult i64 %v2447, %v1567
  %v2449 = and i1 %v2445, %v2448
  %v2450 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2446
  store float %v133, float addrspace(1)* %v2450, align 4
  %v2451 = mul i64 64, %v1556
  %v2452 = add i64 %v1568, %v2451
  %v2453 = add i64 %v1555, 64
  %v2454 = icmp ult i64 %v2453, %v1557
  %v2455 = add i64 %v2452, 89
  %v2456 = add i64 %v1566, 89
  %v2457 = icmp ult i64 %v2456, %v1567
  %v2458 = and i1 %v2454, %v2457
  %v2459 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2455
  store float %v134, float addrspace(1)* %v2459, align 4
  %v2460 = mul i64 72, %v1556
  %v2461 = add i64 %v1568, %v2460
  %v2462 = add i64 %v1555, 72
  %v2463 = icmp ult i64 %v2462, %v1557
  %v2464 = add i64 %v2461, 88
  %v2465 = add i64 %v1566, 88
  %v2466 = icmp ult i64 %v2465, %v1567
  %v2467 = and i1 %v2463, %v2466
  %v2468 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2464
  store float %v135, float addrspace(1)* %v2468, align 4
  %v2469 = mul i64 72, %v1556
  %v2470 = add i64 %v1568, %v2469
  %v2471 = add i64 %v1555, 72
  %v2472 = icmp ult i64 %v2471, %v1557
  %v2473 = add i64 %v2470, 89
  %v2474 = add i64 %v1566, 89
  %v2475 = icmp ult i64 %v2474, %v1567
  %v2476 = and i1 %v2472, %v2475
  %v2477 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2473
  store float %v136, float addrspace(1)* %v2477, align 4
  %v2478 = mul i64 64, %v1556
  %v2479 = add i64 %v1568, %v2478
  %v2480 = add i64 %v1555, 64
  %v2481 = icmp ult i64 %v2480, %v1557
  %v2482 = add i64 %v2479, 96
  %v2483 = add i64 %v1566, 96
  %v2484 = icmp ult i64 %v2483, %v1567
  %v2485 = and i1 %v2481, %v2484
  %v2486 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2482
  store float %v137, float addrspace(1)* %v2486, align 4
  %v2487 = mul i64 64, %v1556
  %v2488 = add i64 %v1568, %v2487
  %v2489 = add i64 %v1555, 64
  %v2490 = icmp ult i64 %v2489, %v1557
  %v2491 = add i64 %v2488, 97
  %v2492 = add i64 %v1566, 97
  %v2493 = icmp ult i64 %v2492, %v1567
  %v2494 = and i1 %v2490, %v2493
  %v2495 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2491
  store float %v138, float addrspace(1)* %v2495, align 4
  %v2496 = mul i64 72, %v1556
  %v2497 = add i64 %v1568, %v2496
  %v2498 = add i64 %v1555, 72
  %v2499 = icmp ult i64 %v2498, %v1557
  %v2500 = add i64 %v2497, 96
  %v2501 = add i64 %v1566, 96
  %v2502 = icmp ult i64 %v2501, %v1567
  %v2503 = and i1 %v2499, %v2502
  %v2504 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2500
  store float %v139, float addrspace(1)* %v2504, align 4
  %v2505 = mul i64 72, %v1556
  %v2506 = add i64 %v1568, %v2505
  %v2507 = add i64 %v1555, 72
  %v2508 = icmp ult i64 %v2507, %v1557
  %v2509 = add i64 %v2506, 97
  %v2510 = add i64 %v1566, 97
  %v2511 = icmp ult i64 %v2510, %v1567
  %v2512 = and i1 %v2508, %v2511
  %v2513 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2509
  store float %v140, float addrspace(1)* %v2513, align 4
  %v2514 = mul i64 64, %v1556
  %v2515 = add i64 %v1568, %v2514
  %v2516 = add i64 %v1555, 64
  %v2517 = icmp ult i64 %v2516, %v1557
  %v2518 = add i64 %v2515, 104
  %v2519 = add i64 %v1566, 104
  %v2520 = icmp ult i64 %v2519, %v1567
  %v2521 = and i1 %v2517, %v2520
  %v2522 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2518
  store float %v141, float addrspace(1)* %v2522, align 4
  %v2523 = mul i64 64, %v1556
  %v2524 = add i64 %v1568, %v2523
  %v2525 = add i64 %v1555, 64
  %v2526 = icmp ult i64 %v2525, %v1557
  %v2527 = add i64 %v2524, 105
  %v2528 = add i64 %v1566, 105
  %v2529 = icmp ult i64 %v2528, %v1567
  %v2530 = and i1 %v2526, %v2529
  %v2531 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2527
  store float %v142, float addrspace(1)* %v2531, align 4
  %v2532 = mul i64 72, %v1556
  %v2533 = add i64 %v1568, %v2532
  %v2534 = add i64 %v1555, 72
  %v2535 = icmp ult i64 %v2534, %v1557
  %v2536 = add i64 %v2533, 104
  %v2537 = add i64 %v1566, 104
  %v2538 = icmp ult i64 %v2537, %v1567
  %v2539 = and i1 %v2535, %v2538
  %v2540 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2536
  store float %v143, float addrspace(1)* %v2540, align 4
  %v2541 = mul i64 72, %v1556
  %v2542 = add i64 %v1568, %v2541
  %v2543 = add i64 %v1555, 72
  %v2544 = icmp ult i64 %v2543, %v1557
  %v2545 = add i64 %v2542, 105
  %v2546 = add i64 %v1566, 105
  %v2547 = icmp ult i64 %v2546, %v1567
  %v2548 = and i1 %v2544, %v2547
  %v2549 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2545
  store float %v144, float addrspace(1)* %v2549, align 4
  %v2550 = mul i64 64, %v1556
  %v2551 = add i64 %v1568, %v2550
  %v2552 = add i64 %v1555, 64
  %v2553 = icmp ult i64 %v2552, %v1557
  %v2554 = add i64 %v2551, 112
  %v2555 = add i64 %v1566, 112
  %v2556 = icmp ult i64 %v2555, %v1567
  %v2557 = and i1 %v2553, %v2556
  %v2558 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2554
  store float %v145, float addrspace(1)* %v2558, align 4
  %v2559 = mul i64 64, %v1556
  %v2560 = add i64 %v1568, %v2559
  %v2561 = add i64 %v1555, 64
  %v2562 = icmp ult i64 %v2561, %v1557
  %v2563 = add i64 %v2560, 113
  %v2564 = add i64 %v1566, 113
  %v2565 = icmp ult i64 %v2564, %v1567
  %v2566 = and i1 %v2562, %v2565
  %v2567 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2563
  store float %v146, float addrspace(1)* %v2567, align 4
  %v2568 = mul i64 72, %v1556
  %v2569 = add i64 %v1568, %v2568
  %v2570 = add i64 %v1555, 72
  %v2571 = icmp ult i64 %v2570, %v1557
  %v2572 = add i64 %v2569, 112
  %v2573 = add i64 %v1566, 112
  %v2574 = icmp ult i64 %v2573, %v1567
  %v2575 = and i1 %v2571, %v2574
  %v2576 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2572
  store float %v147, float addrspace(1)* %v2576, align 4
  %v2577 = mul i64 72, %v1556
  %v2578 = add i64 %v1568, %v2577
  %v2579 = add i64 %v1555, 72
  %v2580 = icmp ult i64 %v2579, %v1557
  %v2581 = add i64 %v2578, 113
  %v2582 = add i64 %v1566, 113
  %v2583 = icmp ult i64 %v2582, %v1567
  %v2584 = and i1 %v2580, %v2583
  %v2585 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2581
  store float %v148, float addrspace(1)* %v2585, align 4
  %v2586 = mul i64 64, %v1556
  %v2587 = add i64 %v1568, %v2586
  %v2588 = add i64 %v1555, 64
  %v2589 = icmp ult i64 %v2588, %v1557
  %v2590 = add i64 %v2587, 120
  %v2591 = add i64 %v1566, 120
  %v2592 = icmp ult i64 %v2591, %v1567
  %v2593 = and i1 %v2589, %v2592
  %v2594 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2590
  store float %v149, float addrspace(1)* %v2594, align 4
  %v2595 = mul i64 64, %v1556
  %v2596 = add i64 %v1568, %v2595
  %v2597 = add i64 %v1555, 64
  %v2598 = icmp ult i64 %v2597, %v1557
  %v2599 = add i64 %v2596, 121
  %v2600 = add i64 %v1566, 121
  %v2601 = icmp ult i64 %v2600, %v1567
  %v2602 = and i1 %v2598, %v2601
  %v2603 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2599
  store float %v150, float addrspace(1)* %v2603, align 4
  %v2604 = mul i64 72, %v1556
  %v2605 = add i64 %v1568, %v2604
  %v2606 = add i64 %v1555, 72
  %v2607 = icmp ult i64 %v2606, %v1557
  %v2608 = add i64 %v2605, 120
  %v2609 = add i64 %v1566, 120
  %v2610 = icmp ult i64 %v2609, %v1567
  %v2611 = and i1 %v2607, %v2610
  %v2612 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2608
  store float %v151, float addrspace(1)* %v2612, align 4
  %v2613 = mul i64 72, %v1556
  %v2614 = add i64 %v1568, %v2613
  %v2615 = add i64 %v1555, 72
  %v2616 = icmp ult i64 %v2615, %v1557
  %v2617 = add i64 %v2614, 121
  %v2618 = add i64 %v1566, 121
  %v2619 = icmp ult i64 %v2618, %v1567
  %v2620 = and i1 %v2616, %v2619
  %v2621 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2617
  store float %v152, float addrspace(1)* %v2621, align 4
  br label %st_done6
st_edge5:
  %v2622 = icmp ult i64 %v1555, %v1557
  %v2623 = icmp ult i64 %v1566, %v1567
  %v2624 = and i1 %v2622, %v2623
  %v2625 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1568
  br i1 %v2624, label %st7, label %join8
st_done6:
  ret void
st7:
  store float %v25, float addrspace(1)* %v2625, align 4
  br label %join8
join8:
  %v2626 = icmp ult i64 %v1555, %v1557
  %v2627 = add i64 %v1568, 1
  %v2628 = add i64 %v1566, 1
  %v2629 = icmp ult i64 %v2628, %v1567
  %v2630 = and i1 %v2626, %v2629
  %v2631 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2627
  br i1 %v2630, label %st9, label %join10
st9:
  store float %v26, float addrspace(1)* %v2631, align 4
  br label %join10
join10:
  %v2632 = mul i64 8, %v1556
  %v2633 = add i64 %v1568, %v2632
  %v2634 = add i64 %v1555, 8
  %v2635 = icmp ult i64 %v2634, %v1557
  %v2636 = icmp ult i64 %v1566, %v1567
  %v2637 = and i1 %v2635, %v2636
  %v2638 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2633
  br i1 %v2637, label %st11, label %join12
st11:
  store float %v27, float addrspace(1)* %v2638, align 4
  br label %join12
join12:
  %v2639 = mul i64 8, %v1556
  %v2640 = add i64 %v1568, %v2639
  %v2641 = add i64 %v1555, 8
  %v2642 = icmp ult i64 %v2641, %v1557
  %v2643 = add i64 %v2640, 1
  %v2644 = add i64 %v1566, 1
  %v2645 = icmp ult i64 %v2644, %v1567
  %v2646 = and i1 %v2642, %v2645
  %v2647 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2643
  br i1 %v2646, label %st13, label %join14
st13:
  store float %v28, float addrspace(1)* %v2647, align 4
  br label %join14
join14:
  %v2648 = icmp ult i64 %v1555, %v1557
  %v2649 = add i64 %v1568, 8
  %v2650 = add i64 %v1566, 8
  %v2651 = icmp ult i64 %v2650, %v1567
  %v2652 = and i1 %v2648, %v2651
  %v2653 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2649
  br i1 %v2652, label %st15, label %join16
st15:
  store float %v29, float addrspace(1)* %v2653, align 4
  br label %join16
join16:
  %v2654 = icmp ult i64 %v1555, %v1557
  %v2655 = add i64 %v1568, 9
  %v2656 = add i64 %v1566, 9
  %v2657 = icmp ult i64 %v2656, %v1567
  %v2658 = and i1 %v2654, %v2657
  %v2659 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2655
  br i1 %v2658, label %st17, label %join18
st17:
  store float %v30, float addrspace(1)* %v2659, align 4
  br label %join18
join18:
  %v2660 = mul i64 8, %v1556
  %v2661 = add i64 %v1568, %v2660
  %v2662 = add i64 %v1555, 8
  %v2663 = icmp ult i64 %v2662, %v1557
  %v2664 = add i64 %v2661, 8
  %v2665 = add i64 %v1566, 8
  %v2666 = icmp ult i64 %v2665, %v1567
  %v2667 = and i1 %v2663, %v2666
  %v2668 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2664
  br i1 %v2667, label %st19, label %join20
st19:
  store float %v31, float addrspace(1)* %v2668, align 4
  br label %join20
join20:
  %v2669 = mul i64 8, %v1556
  %v2670 = add i64 %v1568, %v2669
  %v2671 = add i64 %v1555, 8
  %v2672 = icmp ult i64 %v2671, %v1557
  %v2673 = add i64 %v2670, 9
  %v2674 = add i64 %v1566, 9
  %v2675 = icmp ult i64 %v2674, %v1567
  %v2676 = and i1 %v2672, %v2675
  %v2677 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2673
  br i1 %v2676, label %st21, label %join22
st21:
  store float %v32, float addrspace(1)* %v2677, align 4
  br label %join22
join22:
  %v2678 = icmp ult i64 %v1555, %v1557
  %v2679 = add i64 %v1568, 16
  %v2680 = add i64 %v1566, 16
  %v2681 = icmp ult i64 %v2680, %v1567
  %v2682 = and i1 %v2678, %v2681
  %v2683 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2679
  br i1 %v2682, label %st23, label %join24
st23:
  store float %v33, float addrspace(1)* %v2683, align 4
  br label %join24
join24:
  %v2684 = icmp ult i64 %v1555, %v1557
  %v2685 = add i64 %v1568, 17
  %v2686 = add i64 %v1566, 17
  %v2687 = icmp ult i64 %v2686, %v1567
  %v2688 = and i1 %v2684, %v2687
  %v2689 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2685
  br i1 %v2688, label %st25, label %join26
st25:
  store float %v34, float addrspace(1)* %v2689, align 4
  br label %join26
join26:
  %v2690 = mul i64 8, %v1556
  %v2691 = add i64 %v1568, %v2690
  %v2692 = add i64 %v1555, 8
  %v2693 = icmp ult i64 %v2692, %v1557
  %v2694 = add i64 %v2691, 16
  %v2695 = add i64 %v1566, 16
  %v2696 = icmp ult i64 %v2695, %v1567
  %v2697 = and i1 %v2693, %v2696
  %v2698 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2694
  br i1 %v2697, label %st27, label %join28
st27:
  store float %v35, float addrspace(1)* %v2698, align 4
  br label %join28
join28:
  %v2699 = mul i64 8, %v1556
  %v2700 = add i64 %v1568, %v2699
  %v2701 = add i64 %v1555, 8
  %v2702 = icmp ult i64 %v2701, %v1557
  %v2703 = add i64 %v2700, 17
  %v2704 = add i64 %v1566, 17
  %v2705 = icmp ult i64 %v2704, %v1567
  %v2706 = and i1 %v2702, %v2705
  %v2707 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2703
  br i1 %v2706, label %st29, label %join30
st29:
  store float %v36, float addrspace(1)* %v2707, align 4
  br label %join30
join30:
  %v2708 = icmp ult i64 %v1555, %v1557
  %v2709 = add i64 %v1568, 24
  %v2710 = add i64 %v1566, 24
  %v2711 = icmp ult i64 %v2710, %v1567
  %v2712 = and i1 %v2708, %v2711
  %v2713 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2709
  br i1 %v2712, label %st31, label %join32
st31:
  store float %v37, float addrspace(1)* %v2713, align 4
  br label %join32
join32:
  %v2714 = icmp ult i64 %v1555, %v1557
  %v2715 = add i64 %v1568, 25
  %v2716 = add i64 %v1566, 25
  %v2717 = icmp ult i64 %v2716, %v1567
  %v2718 = and i1 %v2714, %v2717
  %v2719 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2715
  br i1 %v2718, label %st33, label %join34
st33:
  store float %v38, float addrspace(1)* %v2719, align 4
  br label %join34
join34:
  %v2720 = mul i64 8, %v1556
  %v2721 = add i64 %v1568, %v2720
  %v2722 = add i64 %v1555, 8
  %v2723 = icmp ult i64 %v2722, %v1557
  %v2724 = add i64 %v2721, 24
  %v2725 = add i64 %v1566, 24
  %v2726 = icmp ult i64 %v2725, %v1567
  %v2727 = and i1 %v2723, %v2726
  %v2728 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2724
  br i1 %v2727, label %st35, label %join36
st35:
  store float %v39, float addrspace(1)* %v2728, align 4
  br label %join36
join36:
  %v2729 = mul i64 8, %v1556
  %v2730 = add i64 %v1568, %v2729
  %v2731 = add i64 %v1555, 8
  %v2732 = icmp ult i64 %v2731, %v1557
  %v2733 = add i64 %v2730, 25
  %v2734 = add i64 %v1566, 25
  %v2735 = icmp ult i64 %v2734, %v1567
  %v2736 = and i1 %v2732, %v2735
  %v2737 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2733
  br i1 %v2736, label %st37, label %join38
st37:
  store float %v40, float addrspace(1)* %v2737, align 4
  br label %join38
join38:
  %v2738 = icmp ult i64 %v1555, %v1557
  %v2739 = add i64 %v1568, 32
  %v2740 = add i64 %v1566, 32
  %v2741 = icmp ult i64 %v2740, %v1567
  %v2742 = and i1 %v2738, %v2741
  %v2743 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2739
  br i1 %v2742, label %st39, label %join40
st39:
  store float %v41, float addrspace(1)* %v2743, align 4
  br label %join40
join40:
  %v2744 = icmp ult i64 %v1555, %v1557
  %v2745 = add i64 %v1568, 33
  %v2746 = add i64 %v1566, 33
  %v2747 = icmp ult i64 %v2746, %v1567
  %v2748 = and i1 %v2744, %v2747
  %v2749 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2745
  br i1 %v2748, label %st41, label %join42
st41:
  store float %v42, float addrspace(1)* %v2749, align 4
  br label %join42
join42:
  %v2750 = mul i64 8, %v1556
  %v2751 = add i64 %v1568, %v2750
  %v2752 = add i64 %v1555, 8
  %v2753 = icmp ult i64 %v2752, %v1557
  %v2754 = add i64 %v2751, 32
  %v2755 = add i64 %v1566, 32
  %v2756 = icmp ult i64 %v2755, %v1567
  %v2757 = and i1 %v2753, %v2756
  %v2758 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2754
  br i1 %v2757, label %st43, label %join44
st43:
  store float %v43, float addrspace(1)* %v2758, align 4
  br label %join44
join44:
  %v2759 = mul i64 8, %v1556
  %v2760 = add i64 %v1568, %v2759
  %v2761 = add i64 %v1555, 8
  %v2762 = icmp ult i64 %v2761, %v1557
  %v2763 = add i64 %v2760, 33
  %v2764 = add i64 %v1566, 33
  %v2765 = icmp ult i64 %v2764, %v1567
  %v2766 = and i1 %v2762, %v2765
  %v2767 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2763
  br i1 %v2766, label %st45, label %join46
st45:
  store float %v44, float addrspace(1)* %v2767, align 4
  br label %join46
join46:
  %v2768 = icmp ult i64 %v1555, %v1557
  %v2769 = add i64 %v1568, 40
  %v2770 = add i64 %v1566, 40
  %v2771 = icmp ult i64 %v2770, %v1567
  %v2772 = and i1 %v2768, %v2771
  %v2773 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2769
  br i1 %v2772, label %st47, label %join48
st47:
  store float %v45, float addrspace(1)* %v2773, align 4
  br label %join48
join48:
  %v2774 = icmp ult i64 %v1555, %v1557
  %v2775 = add i64 %v1568, 41
  %v2776 = add i64 %v1566, 41
  %v2777 = icmp ult i64 %v2776, %v1567
  %v2778 = and i1 %v2774, %v2777
  %v2779 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2775
  br i1 %v2778, label %st49, label %join50
st49:
  store float %v46, float addrspace(1)* %v2779, align 4
  br label %join50
join50:
  %v2780 = mul i64 8, %v1556
  %v2781 = add i64 %v1568, %v2780
  %v2782 = add i64 %v1555, 8
  %v2783 = icmp ult i64 %v2782, %v1557
  %v2784 = add i64 %v2781, 40
  %v2785 = add i64 %v1566, 40
  %v2786 = icmp ult i64 %v2785, %v1567
  %v2787 = and i1 %v2783, %v2786
  %v2788 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2784
  br i1 %v2787, label %st51, label %join52
st51:
  store float %v47, float addrspace(1)* %v2788, align 4
  br label %join52
join52:
  %v2789 = mul i64 8, %v1556
  %v2790 = add i64 %v1568, %v2789
  %v2791 = add i64 %v1555, 8
  %v2792 = icmp ult i64 %v2791, %v1557
  %v2793 = add i64 %v2790, 41
  %v2794 = add i64 %v1566, 41
  %v2795 = icmp ult i64 %v2794, %v1567
  %v2796 = and i1 %v2792, %v2795
  %v2797 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2793
  br i1 %v2796, label %st53, label %join54
st53:
  store float %v48, float addrspace(1)* %v2797, align 4
  br label %join54
join54:
  %v2798 = icmp ult i64 %v1555, %v1557
  %v2799 = add i64 %v1568, 48
  %v2800 = add i64 %v1566, 48
  %v2801 = icmp ult i64 %v2800, %v1567
  %v2802 = and i1 %v2798, %v2801
  %v2803 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2799
  br i1 %v2802, label %st55, label %join56
st55:
  store float %v49, float addrspace(1)* %v2803, align 4
  br label %join56
join56:
  %v2804 = icmp ult i64 %v1555, %v1557
  %v2805 = add i64 %v1568, 49
  %v2806 = add i64 %v1566, 49
  %v2807 = icmp ult i64 %v2806, %v1567
  %v2808 = and i1 %v2804, %v2807
  %v2809 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2805
  br i1 %v2808, label %st57, label %join58
st57:
  store float %v50, float addrspace(1)* %v2809, align 4
  br label %join58
join58:
  %v2810 = mul i64 8, %v1556
  %v2811 = add i64 %v1568, %v2810
  %v2812 = add i64 %v1555, 8
  %v2813 = icmp ult i64 %v2812, %v1557
  %v2814 = add i64 %v2811, 48
  %v2815 = add i64 %v1566, 48
  %v2816 = icmp ult i64 %v2815, %v1567
  %v2817 = and i1 %v2813, %v2816
  %v2818 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2814
  br i1 %v2817, label %st59, label %join60
st59:
  store float %v51, float addrspace(1)* %v2818, align 4
  br label %join60
join60:
  %v2819 = mul i64 8, %v1556
  %v2820 = add i64 %v1568, %v2819
  %v2821 = add i64 %v1555, 8
  %v2822 = icmp ult i64 %v2821, %v1557
  %v2823 = add i64 %v2820, 49
  %v2824 = add i64 %v1566, 49
  %v2825 = icmp ult i64 %v2824, %v1567
  %v2826 = and i1 %v2822, %v2825
  %v2827 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2823
  br i1 %v2826, label %st61, label %join62
st61:
  store float %v52, float addrspace(1)* %v2827, align 4
  br label %join62
join62:
  %v2828 = icmp ult i64 %v1555, %v1557
  %v2829 = add i64 %v1568, 56
  %v2830 = add i64 %v1566, 56
  %v2831 = icmp ult i64 %v2830, %v1567
  %v2832 = and i1 %v2828, %v2831
  %v2833 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2829
  br i1 %v2832, label %st63, label %join64
st63:
  store float %v53, float addrspace(1)* %v2833, align 4
  br label %join64
join64:
  %v2834 = icmp ult i64 %v1555, %v1557
  %v2835 = add i64 %v1568, 57
  %v2836 = add i64 %v1566, 57
  %v2837 = icmp ult i64 %v2836, %v1567
  %v2838 = and i1 %v2834, %v2837
  %v2839 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2835
  br i1 %v2838, label %st65, label %join66
st65:
  store float %v54, float addrspace(1)* %v2839, align 4
  br label %join66
join66:
  %v2840 = mul i64 8, %v1556
  %v2841 = add i64 %v1568, %v2840
  %v2842 = add i64 %v1555, 8
  %v2843 = icmp ult i64 %v2842, %v1557
  %v2844 = add i64 %v2841, 56
  %v2845 = add i64 %v1566, 56
  %v2846 = icmp ult i64 %v2845, %v1567
  %v2847 = and i1 %v2843, %v2846
  %v2848 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2844
  br i1 %v2847, label %st67, label %join68
st67:
  store float %v55, float addrspace(1)* %v2848, align 4
  br label %join68
join68:
  %v2849 = mul i64 8, %v1556
  %v2850 = add i64 %v1568, %v2849
  %v2851 = add i64 %v1555, 8
  %v2852 = icmp ult i64 %v2851, %v1557
  %v2853 = add i64 %v2850, 57
  %v2854 = add i64 %v1566, 57
  %v2855 = icmp ult i64 %v2854, %v1567
  %v2856 = and i1 %v2852, %v2855
  %v2857 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2853
  br i1 %v2856, label %st69, label %join70
st69:
  store float %v56, float addrspace(1)* %v2857, align 4
  br label %join70
join70:
  %v2858 = icmp ult i64 %v1555, %v1557
  %v2859 = add i64 %v1568, 64
  %v2860 = add i64 %v1566, 64
  %v2861 = icmp ult i64 %v2860, %v1567
  %v2862 = and i1 %v2858, %v2861
  %v2863 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2859
  br i1 %v2862, label %st71, label %join72
st71:
  store float %v57, float addrspace(1)* %v2863, align 4
  br label %join72
join72:
  %v2864 = icmp ult i64 %v1555, %v1557
  %v2865 = add i64 %v1568, 65
  %v2866 = add i64 %v1566, 65
  %v2867 = icmp ult i64 %v2866, %v1567
  %v2868 = and i1 %v2864, %v2867
  %v2869 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2865
  br i1 %v2868, label %st73, label %join74
st73:
  store float %v58, float addrspace(1)* %v2869, align 4
  br label %join74
join74:
  %v2870 = mul i64 8, %v1556
  %v2871 = add i64 %v1568, %v2870
  %v2872 = add i64 %v1555, 8
  %v2873 = icmp ult i64 %v2872, %v1557
  %v2874 = add i64 %v2871, 64
  %v2875 = add i64 %v1566, 64
  %v2876 = icmp ult i64 %v2875, %v1567
  %v2877 = and i1 %v2873, %v2876
  %v2878 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2874
  br i1 %v2877, label %st75, label %join76
st75:
  store float %v59, float addrspace(1)* %v2878, align 4
  br label %join76
join76:
  %v2879 = mul i64 8, %v1556
  %v2880 = add i64 %v1568, %v2879
  %v2881 = add i64 %v1555, 8
  %v2882 = icmp ult i64 %v2881, %v1557
  %v2883 = add i64 %v2880, 65
  %v2884 = add i64 %v1566, 65
  %v2885 = icmp ult i64 %v2884, %v1567
  %v2886 = and i1 %v2882, %v2885
  %v2887 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2883
  br i1 %v2886, label %st77, label %join78
st77:
  store float %v60, float addrspace(1)* %v2887, align 4
  br label %join78
join78:
  %v2888 = icmp ult i64 %v1555, %v1557
  %v2889 = add i64 %v1568, 72
  %v2890 = add i64 %v1566, 72
  %v2891 = icmp ult i64 %v2890, %v1567
  %v2892 = and i1 %v2888, %v2891
  %v2893 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2889
  br i1 %v2892, label %st79, label %join80
st79:
  store float %v61, float addrspace(1)* %v2893, align 4
  br label %join80
join80:
  %v2894 = icmp ult i64 %v1555, %v1557
  %v2895 = add i64 %v1568, 73
  %v2896 = add i64 %v1566, 73
  %v2897 = icmp ult i64 %v2896, %v1567
  %v2898 = and i1 %v2894, %v2897
  %v2899 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2895
  br i1 %v2898, label %st81, label %join82
st81:
  store float %v62, float addrspace(1)* %v2899, align 4
  br label %join82
join82:
  %v2900 = mul i64 8, %v1556
  %v2901 = add i64 %v1568, %v2900
  %v2902 = add i64 %v1555, 8
  %v2903 = icmp ult i64 %v2902, %v1557
  %v2904 = add i64 %v2901, 72
  %v2905 = add i64 %v1566, 72
  %v2906 = icmp ult i64 %v2905, %v1567
  %v2907 = and i1 %v2903, %v2906
  %v2908 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2904
  br i1 %v2907, label %st83, label %join84
st83:
  store float %v63, float addrspace(1)* %v2908, align 4
  br label %join84
join84:
  %v2909 = mul i64 8, %v1556
  %v2910 = add i64 %v1568, %v2909
  %v2911 = add i64 %v1555, 8
  %v2912 = icmp ult i64 %v2911, %v1557
  %v2913 = add i64 %v2910, 73
  %v2914 = add i64 %v1566, 73
  %v2915 = icmp ult i64 %v2914, %v1567
  %v2916 = and i1 %v2912, %v2915
  %v2917 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2913
  br i1 %v2916, label %st85, label %join86
st85:
  store float %v64, float addrspace(1)* %v2917, align 4
  br label %join86
join86:
  %v2918 = icmp ult i64 %v1555, %v1557
  %v2919 = add i64 %v1568, 80
  %v2920 = add i64 %v1566, 80
  %v2921 = icmp ult i64 %v2920, %v1567
  %v2922 = and i1 %v2918, %v2921
  %v2923 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2919
  br i1 %v2922, label %st87, label %join88
st87:
  store float %v65, float addrspace(1)* %v2923, align 4
  br label %join88
join88:
  %v2924 = icmp ult i64 %v1555, %v1557
  %v2925 = add i64 %v1568, 81
  %v2926 = add i64 %v1566, 81
  %v2927 = icmp ult i64 %v2926, %v1567
  %v2928 = and i1 %v2924, %v2927
  %v2929 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2925
  br i1 %v2928, label %st89, label %join90
st89:
  store float %v66, float addrspace(1)* %v2929, align 4
  br label %join90
join90:
  %v2930 = mul i64 8, %v1556
  %v2931 = add i64 %v1568, %v2930
  %v2932 = add i64 %v1555, 8
  %v2933 = icmp ult i64 %v2932, %v1557
  %v2934 = add i64 %v2931, 80
  %v2935 = add i64 %v1566, 80
  %v2936 = icmp ult i64 %v2935, %v1567
  %v2937 = and i1 %v2933, %v2936
  %v2938 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2934
  br i1 %v2937, label %st91, label %join92
st91:
  store float %v67, float addrspace(1)* %v2938, align 4
  br label %join92
join92:
  %v2939 = mul i64 8, %v1556
  %v2940 = add i64 %v1568, %v2939
  %v2941 = add i64 %v1555, 8
  %v2942 = icmp ult i64 %v2941, %v1557
  %v2943 = add i64 %v2940, 81
  %v2944 = add i64 %v1566, 81
  %v2945 = icmp ult i64 %v2944, %v1567
  %v2946 = and i1 %v2942, %v2945
  %v2947 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2943
  br i1 %v2946, label %st93, label %join94
st93:
  store float %v68, float addrspace(1)* %v2947, align 4
  br label %join94
join94:
  %v2948 = icmp ult i64 %v1555, %v1557
  %v2949 = add i64 %v1568, 88
  %v2950 = add i64 %v1566, 88
  %v2951 = icmp ult i64 %v2950, %v1567
  %v2952 = and i1 %v2948, %v2951
  %v2953 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2949
  br i1 %v2952, label %st95, label %join96
st95:
  store float %v69, float addrspace(1)* %v2953, align 4
  br label %join96
join96:
  %v2954 = icmp ult i64 %v1555, %v1557
  %v2955 = add i64 %v1568, 89
  %v2956 = add i64 %v1566, 89
  %v2957 = icmp ult i64 %v2956, %v1567
  %v2958 = and i1 %v2954, %v2957
  %v2959 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2955
  br i1 %v2958, label %st97, label %join98
st97:
  store float %v70, float addrspace(1)* %v2959, align 4
  br label %join98
join98:
  %v2960 = mul i64 8, %v1556
  %v2961 = add i64 %v1568, %v2960
  %v2962 = add i64 %v1555, 8
  %v2963 = icmp ult i64 %v2962, %v1557
  %v2964 = add i64 %v2961, 88
  %v2965 = add i64 %v1566, 88
  %v2966 = icmp ult i64 %v2965, %v1567
  %v2967 = and i1 %v2963, %v2966
  %v2968 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2964
  br i1 %v2967, label %st99, label %join100
st99:
  store float %v71, float addrspace(1)* %v2968, align 4
  br label %join100
join100:
  %v2969 = mul i64 8, %v1556
  %v2970 = add i64 %v1568, %v2969
  %v2971 = add i64 %v1555, 8
  %v2972 = icmp ult i64 %v2971, %v1557
  %v2973 = add i64 %v2970, 89
  %v2974 = add i64 %v1566, 89
  %v2975 = icmp ult i64 %v2974, %v1567
  %v2976 = and i1 %v2972, %v2975
  %v2977 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2973
  br i1 %v2976, label %st101, label %join102
st101:
  store float %v72, float addrspace(1)* %v2977, align 4
  br label %join102
join102:
  %v2978 = icmp ult i64 %v1555, %v1557
  %v2979 = add i64 %v1568, 96
  %v2980 = add i64 %v1566, 96
  %v2981 = icmp ult i64 %v2980, %v1567
  %v2982 = and i1 %v2978, %v2981
  %v2983 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2979
  br i1 %v2982, label %st103, label %join104
st103:
  store float %v73, float addrspace(1)* %v2983, align 4
  br label %join104
join104:
  %v2984 = icmp ult i64 %v1555, %v1557
  %v2985 = add i64 %v1568, 97
  %v2986 = add i64 %v1566, 97
  %v2987 = icmp ult i64 %v2986, %v1567
  %v2988 = and i1 %v2984, %v2987
  %v2989 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2985
  br i1 %v2988, label %st105, label %join106
st105:
  store float %v74, float addrspace(1)* %v2989, align 4
  br label %join106
join106:
  %v2990 = mul i64 8, %v1556
  %v2991 = add i64 %v1568, %v2990
  %v2992 = add i64 %v1555, 8
  %v2993 = icmp ult i64 %v2992, %v1557
  %v2994 = add i64 %v2991, 96
  %v2995 = add i64 %v1566, 96
  %v2996 = icmp ult i64 %v2995, %v1567
  %v2997 = and i1 %v2993, %v2996
  %v2998 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v2994
  br i1 %v2997, label %st107, label %join108
st107:
  store float %v75, float addrspace(1)* %v2998, align 4
  br label %join108
join108:
  %v2999 = mul i64 8, %v1556
  %v3000 = add i64 %v1568, %v2999
  %v3001 = add i64 %v1555, 8
  %v3002 = icmp ult i64 %v3001, %v1557
  %v3003 = add i64 %v3000, 97
  %v3004 = add i64 %v1566, 97
  %v3005 = icmp ult i64 %v3004, %v1567
  %v3006 = and i1 %v3002, %v3005
  %v3007 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3003
  br i1 %v3006, label %st109, label %join110
st109:
  store float %v76, float addrspace(1)* %v3007, align 4
  br label %join110
join110:
  %v3008 = icmp ult i64 %v1555, %v1557
  %v3009 = add i64 %v1568, 104
  %v3010 = add i64 %v1566, 104
  %v3011 = icmp ult i64 %v3010, %v1567
  %v3012 = and i1 %v3008, %v3011
  %v3013 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3009
  br i1 %v3012, label %st111, label %join112
st111:
  store float %v77, float addrspace(1)* %v3013, align 4
  br label %join112
join112:
  %v3014 = icmp ult i64 %v1555, %v1557
  %v3015 = add i64 %v1568, 105
  %v3016 = add i64 %v1566, 105
  %v3017 = icmp ult i64 %v3016, %v1567
  %v3018 = and i1 %v3014, %v3017
  %v3019 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3015
  br i1 %v3018, label %st113, label %join114
st113:
  store float %v78, float addrspace(1)* %v3019, align 4
  br label %join114
join114:
  %v3020 = mul i64 8, %v1556
  %v3021 = add i64 %v1568, %v3020
  %v3022 = add i64 %v1555, 8
  %v3023 = icmp ult i64 %v3022, %v1557
  %v3024 = add i64 %v3021, 104
  %v3025 = add i64 %v1566, 104
  %v3026 = icmp ult i64 %v3025, %v1567
  %v3027 = and i1 %v3023, %v3026
  %v3028 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3024
  br i1 %v3027, label %st115, label %join116
st115:
  store float %v79, float addrspace(1)* %v3028, align 4
  br label %join116
join116:
  %v3029 = mul i64 8, %v1556
  %v3030 = add i64 %v1568, %v3029
  %v3031 = add i64 %v1555, 8
  %v3032 = icmp ult i64 %v3031, %v1557
  %v3033 = add i64 %v3030, 105
  %v3034 = add i64 %v1566, 105
  %v3035 = icmp ult i64 %v3034, %v1567
  %v3036 = and i1 %v3032, %v3035
  %v3037 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3033
  br i1 %v3036, label %st117, label %join118
st117:
  store float %v80, float addrspace(1)* %v3037, align 4
  br label %join118
join118:
  %v3038 = icmp ult i64 %v1555, %v1557
  %v3039 = add i64 %v1568, 112
  %v3040 = add i64 %v1566, 112
  %v3041 = icmp ult i64 %v3040, %v1567
  %v3042 = and i1 %v3038, %v3041
  %v3043 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3039
  br i1 %v3042, label %st119, label %join120
st119:
  store float %v81, float addrspace(1)* %v3043, align 4
  br label %join120
join120:
  %v3044 = icmp ult i64 %v1555, %v1557
  %v3045 = add i64 %v1568, 113
  %v3046 = add i64 %v1566, 113
  %v3047 = icmp ult i64 %v3046, %v1567
  %v3048 = and i1 %v3044, %v3047
  %v3049 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3045
  br i1 %v3048, label %st121, label %join122
st121:
  store float %v82, float addrspace(1)* %v3049, align 4
  br label %join122
join122:
  %v3050 = mul i64 8, %v1556
  %v3051 = add i64 %v1568, %v3050
  %v3052 = add i64 %v1555, 8
  %v3053 = icmp ult i64 %v3052, %v1557
  %v3054 = add i64 %v3051, 112
  %v3055 = add i64 %v1566, 112
  %v3056 = icmp ult i64 %v3055, %v1567
  %v3057 = and i1 %v3053, %v3056
  %v3058 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3054
  br i1 %v3057, label %st123, label %join124
st123:
  store float %v83, float addrspace(1)* %v3058, align 4
  br label %join124
join124:
  %v3059 = mul i64 8, %v1556
  %v3060 = add i64 %v1568, %v3059
  %v3061 = add i64 %v1555, 8
  %v3062 = icmp ult i64 %v3061, %v1557
  %v3063 = add i64 %v3060, 113
  %v3064 = add i64 %v1566, 113
  %v3065 = icmp ult i64 %v3064, %v1567
  %v3066 = and i1 %v3062, %v3065
  %v3067 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3063
  br i1 %v3066, label %st125, label %join126
st125:
  store float %v84, float addrspace(1)* %v3067, align 4
  br label %join126
join126:
  %v3068 = icmp ult i64 %v1555, %v1557
  %v3069 = add i64 %v1568, 120
  %v3070 = add i64 %v1566, 120
  %v3071 = icmp ult i64 %v3070, %v1567
  %v3072 = and i1 %v3068, %v3071
  %v3073 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3069
  br i1 %v3072, label %st127, label %join128
st127:
  store float %v85, float addrspace(1)* %v3073, align 4
  br label %join128
join128:
  %v3074 = icmp ult i64 %v1555, %v1557
  %v3075 = add i64 %v1568, 121
  %v3076 = add i64 %v1566, 121
  %v3077 = icmp ult i64 %v3076, %v1567
  %v3078 = and i1 %v3074, %v3077
  %v3079 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3075
  br i1 %v3078, label %st129, label %join130
st129:
  store float %v86, float addrspace(1)* %v3079, align 4
  br label %join130
join130:
  %v3080 = mul i64 8, %v1556
  %v3081 = add i64 %v1568, %v3080
  %v3082 = add i64 %v1555, 8
  %v3083 = icmp ult i64 %v3082, %v1557
  %v3084 = add i64 %v3081, 120
  %v3085 = add i64 %v1566, 120
  %v3086 = icmp ult i64 %v3085, %v1567
  %v3087 = and i1 %v3083, %v3086
  %v3088 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3084
  br i1 %v3087, label %st131, label %join132
st131:
  store float %v87, float addrspace(1)* %v3088, align 4
  br label %join132
join132:
  %v3089 = mul i64 8, %v1556
  %v3090 = add i64 %v1568, %v3089
  %v3091 = add i64 %v1555, 8
  %v3092 = icmp ult i64 %v3091, %v1557
  %v3093 = add i64 %v3090, 121
  %v3094 = add i64 %v1566, 121
  %v3095 = icmp ult i64 %v3094, %v1567
  %v3096 = and i1 %v3092, %v3095
  %v3097 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3093
  br i1 %v3096, label %st133, label %join134
st133:
  store float %v88, float addrspace(1)* %v3097, align 4
  br label %join134
join134:
  %v3098 = mul i64 64, %v1556
  %v3099 = add i64 %v1568, %v3098
  %v3100 = add i64 %v1555, 64
  %v3101 = icmp ult i64 %v3100, %v1557
  %v3102 = icmp ult i64 %v1566, %v1567
  %v3103 = and i1 %v3101, %v3102
  %v3104 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3099
  br i1 %v3103, label %st135, label %join136
st135:
  store float %v89, float addrspace(1)* %v3104, align 4
  br label %join136
join136:
  %v3105 = mul i64 64, %v1556
  %v3106 = add i64 %v1568, %v3105
  %v3107 = add i64 %v1555, 64
  %v3108 = icmp ult i64 %v3107, %v1557
  %v3109 = add i64 %v3106, 1
  %v3110 = add i64 %v1566, 1
  %v3111 = icmp ult i64 %v3110, %v1567
  %v3112 = and i1 %v3108, %v3111
  %v3113 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3109
  br i1 %v3112, label %st137, label %join138
st137:
  store float %v90, float addrspace(1)* %v3113, align 4
  br label %join138
join138:
  %v3114 = mul i64 72, %v1556
  %v3115 = add i64 %v1568, %v3114
  %v3116 = add i64 %v1555, 72
  %v3117 = icmp ult i64 %v3116, %v1557
  %v3118 = icmp ult i64 %v1566, %v1567
  %v3119 = and i1 %v3117, %v3118
  %v3120 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3115
  br i1 %v3119, label %st139, label %join140
st139:
  store float %v91, float addrspace(1)* %v3120, align 4
  br label %join140
join140:
  %v3121 = mul i64 72, %v1556
  %v3122 = add i64 %v1568, %v3121
  %v3123 = add i64 %v1555, 72
  %v3124 = icmp ult i64 %v3123, %v1557
  %v3125 = add i64 %v3122, 1
  %v3126 = add i64 %v1566, 1
  %v3127 = icmp ult i64 %v3126, %v1567
  %v3128 = and i1 %v3124, %v3127
  %v3129 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3125
  br i1 %v3128, label %st141, label %join142
st141:
  store float %v92, float addrspace(1)* %v3129, align 4
  br label %join142
join142:
  %v3130 = mul i64 64, %v1556
  %v3131 = add i64 %v1568, %v3130
  %v3132 = add i64 %v1555, 64
  %v3133 = icmp ult i64 %v3132, %v1557
  %v3134 = add i64 %v3131, 8
  %v3135 = add i64 %v1566, 8
  %v3136 = icmp ult i64 %v3135, %v1567
  %v3137 = and i1 %v3133, %v3136
  %v3138 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3134
  br i1 %v3137, label %st143, label %join144
st143:
  store float %v93, float addrspace(1)* %v3138, align 4
  br label %join144
join144:
  %v3139 = mul i64 64, %v1556
  %v3140 = add i64 %v1568, %v3139
  %v3141 = add i64 %v1555, 64
  %v3142 = icmp ult i64 %v3141, %v1557
  %v3143 = add i64 %v3140, 9
  %v3144 = add i64 %v1566, 9
  %v3145 = icmp ult i64 %v3144, %v1567
  %v3146 = and i1 %v3142, %v3145
  %v3147 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3143
  br i1 %v3146, label %st145, label %join146
st145:
  store float %v94, float addrspace(1)* %v3147, align 4
  br label %join146
join146:
  %v3148 = mul i64 72, %v1556
  %v3149 = add i64 %v1568, %v3148
  %v3150 = add i64 %v1555, 72
  %v3151 = icmp ult i64 %v3150, %v1557
  %v3152 = add i64 %v3149, 8
  %v3153 = add i64 %v1566, 8
  %v3154 = icmp ult i64 %v3153, %v1567
  %v3155 = and i1 %v3151, %v3154
  %v3156 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3152
  br i1 %v3155, label %st147, label %join148
st147:
  store float %v95, float addrspace(1)* %v3156, align 4
  br label %join148
join148:
  %v3157 = mul i64 72, %v1556
  %v3158 = add i64 %v1568, %v3157
  %v3159 = add i64 %v1555, 72
  %v3160 = icmp ult i64 %v3159, %v1557
  %v3161 = add i64 %v3158, 9
  %v3162 = add i64 %v1566, 9
  %v3163 = icmp ult i64 %v3162, %v1567
  %v3164 = and i1 %v3160, %v3163
  %v3165 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3161
  br i1 %v3164, label %st149, label %join150
st149:
  store float %v96, float addrspace(1)* %v3165, align 4
  br label %join150
join150:
  %v3166 = mul i64 64, %v1556
  %v3167 = add i64 %v1568, %v3166
  %v3168 = add i64 %v1555, 64
  %v3169 = icmp ult i64 %v3168, %v1557
  %v3170 = add i64 %v3167, 16
  %v3171 = add i64 %v1566, 16
  %v3172 = icmp ult i64 %v3171, %v1567
  %v3173 = and i1 %v3169, %v3172
  %v3174 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3170
  br i1 %v3173, label %st151, label %join152
st151:
  store float %v97, float addrspace(1)* %v3174, align 4
  br label %join152
join152:
  %v3175 = mul i64 64, %v1556
  %v3176 = add i64 %v1568, %v3175
  %v3177 = add i64 %v1555, 64
  %v3178 = icmp ult i64 %v3177, %v1557
  %v3179 = add i64 %v3176, 17
  %v3180 = add i64 %v1566, 17
  %v3181 = icmp ult i64 %v3180, %v1567
  %v3182 = and i1 %v3178, %v3181
  %v3183 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3179
  br i1 %v3182, label %st153, label %join154
st153:
  store float %v98, float addrspace(1)* %v3183, align 4
  br label %join154
join154:
  %v3184 = mul i64 72, %v1556
  %v3185 = add i64 %v1568, %v3184
  %v3186 = add i64 %v1555, 72
  %v3187 = icmp ult i64 %v3186, %v1557
  %v3188 = add i64 %v3185, 16
  %v3189 = add i64 %v1566, 16
  %v3190 = icmp ult i64 %v3189, %v1567
  %v3191 = and i1 %v3187, %v3190
  %v3192 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3188
  br i1 %v3191, label %st155, label %join156
st155:
  store float %v99, float addrspace(1)* %v3192, align 4
  br label %join156
join156:
  %v3193 = mul i64 72, %v1556
  %v3194 = add i64 %v1568, %v3193
  %v3195 = add i64 %v1555, 72
  %v3196 = icmp ult i64 %v3195, %v1557
  %v3197 = add i64 %v3194, 17
  %v3198 = add i64 %v1566, 17
  %v3199 = icmp ult i64 %v3198, %v1567
  %v3200 = and i1 %v3196, %v3199
  %v3201 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3197
  br i1 %v3200, label %st157, label %join158
st157:
  store float %v100, float addrspace(1)* %v3201, align 4
  br label %join158
join158:
  %v3202 = mul i64 64, %v1556
  %v3203 = add i64 %v1568, %v3202
  %v3204 = add i64 %v1555, 64
  %v3205 = icmp ult i64 %v3204, %v1557
  %v3206 = add i64 %v3203, 24
  %v3207 = add i64 %v1566, 24
  %v3208 = icmp ult i64 %v3207, %v1567
  %v3209 = and i1 %v3205, %v3208
  %v3210 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3206
  br i1 %v3209, label %st159, label %join160
st159:
  store float %v101, float addrspace(1)* %v3210, align 4
  br label %join160
join160:
  %v3211 = mul i64 64, %v1556
  %v3212 = add i64 %v1568, %v3211
  %v3213 = add i64 %v1555, 64
  %v3214 = icmp ult i64 %v3213, %v1557
  %v3215 = add i64 %v3212, 25
  %v3216 = add i64 %v1566, 25
  %v3217 = icmp ult i64 %v3216, %v1567
  %v3218 = and i1 %v3214, %v3217
  %v3219 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3215
  br i1 %v3218, label %st161, label %join162
st161:
  store float %v102, float addrspace(1)* %v3219, align 4
  br label %join162
join162:
  %v3220 = mul i64 72, %v1556
  %v3221 = add i64 %v1568, %v3220
  %v3222 = add i64 %v1555, 72
  %v3223 = icmp ult i64 %v3222, %v1557
  %v3224 = add i64 %v3221, 24
  %v3225 = add i64 %v1566, 24
  %v3226 = icmp ult i64 %v3225, %v1567
  %v3227 = and i1 %v3223, %v3226
  %v3228 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3224
  br i1 %v3227, label %st163, label %join164
st163:
  store float %v103, float addrspace(1)* %v3228, align 4
  br label %join164
join164:
  %v3229 = mul i64 72, %v1556
  %v3230 = add i64 %v1568, %v3229
  %v3231 = add i64 %v1555, 72
  %v3232 = icmp ult i64 %v3231, %v1557
  %v3233 = add i64 %v3230, 25
  %v3234 = add i64 %v1566, 25
  %v3235 = icmp ult i64 %v3234, %v1567
  %v3236 = and i1 %v3232, %v3235
  %v3237 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3233
  br i1 %v3236, label %st165, label %join166
st165:
  store float %v104, float addrspace(1)* %v3237, align 4
  br label %join166
join166:
  %v3238 = mul i64 64, %v1556
  %v3239 = add i64 %v1568, %v3238
  %v3240 = add i64 %v1555, 64
  %v3241 = icmp ult i64 %v3240, %v1557
  %v3242 = add i64 %v3239, 32
  %v3243 = add i64 %v1566, 32
  %v3244 = icmp ult i64 %v3243, %v1567
  %v3245 = and i1 %v3241, %v3244
  %v3246 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3242
  br i1 %v3245, label %st167, label %join168
st167:
  store float %v105, float addrspace(1)* %v3246, align 4
  br label %join168
join168:
  %v3247 = mul i64 64, %v1556
  %v3248 = add i64 %v1568, %v3247
  %v3249 = add i64 %v1555, 64
  %v3250 = icmp ult i64 %v3249, %v1557
  %v3251 = add i64 %v3248, 33
  %v3252 = add i64 %v1566, 33
  %v3253 = icmp ult i64 %v3252, %v1567
  %v3254 = and i1 %v3250, %v3253
  %v3255 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3251
  br i1 %v3254, label %st169, label %join170
st169:
  store float %v106, float addrspace(1)* %v3255, align 4
  br label %join170
join170:
  %v3256 = mul i64 72, %v1556
  %v3257 = add i64 %v1568, %v3256
  %v3258 = add i64 %v1555, 72
  %v3259 = icmp ult i64 %v3258, %v1557
  %v3260 = add i64 %v3257, 32
  %v3261 = add i64 %v1566, 32
  %v3262 = icmp ult i64 %v3261, %v1567
  %v3263 = and i1 %v3259, %v3262
  %v3264 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3260
  br i1 %v3263, label %st171, label %join172
st171:
  store float %v107, float addrspace(1)* %v3264, align 4
  br label %join172
join172:
  %v3265 = mul i64 72, %v1556
  %v3266 = add i64 %v1568, %v3265
  %v3267 = add i64 %v1555, 72
  %v3268 = icmp ult i64 %v3267, %v1557
  %v3269 = add i64 %v3266, 33
  %v3270 = add i64 %v1566, 33
  %v3271 = icmp ult i64 %v3270, %v1567
  %v3272 = and i1 %v3268, %v3271
  %v3273 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3269
  br i1 %v3272, label %st173, label %join174
st173:
  store float %v108, float addrspace(1)* %v3273, align 4
  br label %join174
join174:
  %v3274 = mul i64 64, %v1556
  %v3275 = add i64 %v1568, %v3274
  %v3276 = add i64 %v1555, 64
  %v3277 = icmp ult i64 %v3276, %v1557
  %v3278 = add i64 %v3275, 40
  %v3279 = add i64 %v1566, 40
  %v3280 = icmp ult i64 %v3279, %v1567
  %v3281 = and i1 %v3277, %v3280
  %v3282 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3278
  br i1 %v3281, label %st175, label %join176
st175:
  store float %v109, float addrspace(1)* %v3282, align 4
  br label %join176
join176:
  %v3283 = mul i64 64, %v1556
  %v3284 = add i64 %v1568, %v3283
  %v3285 = add i64 %v1555, 64
  %v3286 = icmp ult i64 %v3285, %v1557
  %v3287 = add i64 %v3284, 41
  %v3288 = add i64 %v1566, 41
  %v3289 = icmp ult i64 %v3288, %v1567
  %v3290 = and i1 %v3286, %v3289
  %v3291 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3287
  br i1 %v3290, label %st177, label %join178
st177:
  store float %v110, float addrspace(1)* %v3291, align 4
  br label %join178
join178:
  %v3292 = mul i64 72, %v1556
  %v3293 = add i64 %v1568, %v3292
  %v3294 = add i64 %v1555, 72
  %v3295 = icmp ult i64 %v3294, %v1557
  %v3296 = add i64 %v3293, 40
  %v3297 = add i64 %v1566, 40
  %v3298 = icmp ult i64 %v3297, %v1567
  %v3299 = and i1 %v3295, %v3298
  %v3300 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3296
  br i1 %v3299, label %st179, label %join180
st179:
  store float %v111, float addrspace(1)* %v3300, align 4
  br label %join180
join180:
  %v3301 = mul i64 72, %v1556
  %v3302 = add i64 %v1568, %v3301
  %v3303 = add i64 %v1555, 72
  %v3304 = icmp ult i64 %v3303, %v1557
  %v3305 = add i64 %v3302, 41
  %v3306 = add i64 %v1566, 41
  %v3307 = icmp ult i64 %v3306, %v1567
  %v3308 = and i1 %v3304, %v3307
  %v3309 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3305
  br i1 %v3308, label %st181, label %join182
st181:
  store float %v112, float addrspace(1)* %v3309, align 4
  br label %join182
join182:
  %v3310 = mul i64 64, %v1556
  %v3311 = add i64 %v1568, %v3310
  %v3312 = add i64 %v1555, 64
  %v3313 = icmp ult i64 %v3312, %v1557
  %v3314 = add i64 %v3311, 48
  %v3315 = add i64 %v1566, 48
  %v3316 = icmp ult i64 %v3315, %v1567
  %v3317 = and i1 %v3313, %v3316
  %v3318 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3314
  br i1 %v3317, label %st183, label %join184
st183:
  store float %v113, float addrspace(1)* %v3318, align 4
  br label %join184
join184:
  %v3319 = mul i64 64, %v1556
  %v3320 = add i64 %v1568, %v3319
  %v3321 = add i64 %v1555, 64
  %v3322 = icmp ult i64 %v3321, %v1557
  %v3323 = add i64 %v3320, 49
  %v3324 = add i64 %v1566, 49
  %v3325 = icmp ult i64 %v3324, %v1567
  %v3326 = and i1 %v3322, %v3325
  %v3327 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3323
  br i1 %v3326, label %st185, label %join186
st185:
  store float %v114, float addrspace(1)* %v3327, align 4
  br label %join186
join186:
  %v3328 = mul i64 72, %v1556
  %v3329 = add i64 %v1568, %v3328
  %v3330 = add i64 %v1555, 72
  %v3331 = icmp ult i64 %v3330, %v1557
  %v3332 = add i64 %v3329, 48
  %v3333 = add i64 %v1566, 48
  %v3334 = icmp ult i64 %v3333, %v1567
  %v3335 = and i1 %v3331, %v3334
  %v3336 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3332
  br i1 %v3335, label %st187, label %join188
st187:
  store float %v115, float addrspace(1)* %v3336, align 4
  br label %join188
join188:
  %v3337 = mul i64 72, %v1556
  %v3338 = add i64 %v1568, %v3337
  %v3339 = add i64 %v1555, 72
  %v3340 = icmp ult i64 %v3339, %v1557
  %v3341 = add i64 %v3338, 49
  %v3342 = add i64 %v1566, 49
  %v3343 = icmp ult i64 %v3342, %v1567
  %v3344 = and i1 %v3340, %v3343
  %v3345 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3341
  br i1 %v3344, label %st189, label %join190
st189:
  store float %v116, float addrspace(1)* %v3345, align 4
  br label %join190
join190:
  %v3346 = mul i64 64, %v1556
  %v3347 = add i64 %v1568, %v3346
  %v3348 = add i64 %v1555, 64
  %v3349 = icmp ult i64 %v3348, %v1557
  %v3350 = add i64 %v3347, 56
  %v3351 = add i64 %v1566, 56
  %v3352 = icmp ult i64 %v3351, %v1567
  %v3353 = and i1 %v3349, %v3352
  %v3354 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3350
  br i1 %v3353, label %st191, label %join192
st191:
  store float %v117, float addrspace(1)* %v3354, align 4
  br label %join192
join192:
  %v3355 = mul i64 64, %v1556
  %v3356 = add i64 %v1568, %v3355
  %v3357 = add i64 %v1555, 64
  %v3358 = icmp ult i64 %v3357, %v1557
  %v3359 = add i64 %v3356, 57
  %v3360 = add i64 %v1566, 57
  %v3361 = icmp ult i64 %v3360, %v1567
  %v3362 = and i1 %v3358, %v3361
  %v3363 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3359
  br i1 %v3362, label %st193, label %join194
st193:
  store float %v118, float addrspace(1)* %v3363, align 4
  br label %join194
join194:
  %v3364 = mul i64 72, %v1556
  %v3365 = add i64 %v1568, %v3364
  %v3366 = add i64 %v1555, 72
  %v3367 = icmp ult i64 %v3366, %v1557
  %v3368 = add i64 %v3365, 56
  %v3369 = add i64 %v1566, 56
  %v3370 = icmp ult i64 %v3369, %v1567
  %v3371 = and i1 %v3367, %v3370
  %v3372 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3368
  br i1 %v3371, label %st195, label %join196
st195:
  store float %v119, float addrspace(1)* %v3372, align 4
  br label %join196
join196:
  %v3373 = mul i64 72, %v1556
  %v3374 = add i64 %v1568, %v3373
  %v3375 = add i64 %v1555, 72
  %v3376 = icmp ult i64 %v3375, %v1557
  %v3377 = add i64 %v3374, 57
  %v3378 = add i64 %v1566, 57
  %v3379 = icmp ult i64 %v3378, %v1567
  %v3380 = and i1 %v3376, %v3379
  %v3381 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3377
  br i1 %v3380, label %st197, label %join198
st197:
  store float %v120, float addrspace(1)* %v3381, align 4
  br label %join198
join198:
  %v3382 = mul i64 64, %v1556
  %v3383 = add i64 %v1568, %v3382
  %v3384 = add i64 %v1555, 64
  %v3385 = icmp ult i64 %v3384, %v1557
  %v3386 = add i64 %v3383, 64
  %v3387 = add i64 %v1566, 64
  %v3388 = icmp ult i64 %v3387, %v1567
  %v3389 = and i1 %v3385, %v3388
  %v3390 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3386
  br i1 %v3389, label %st199, label %join200
st199:
  store float %v121, float addrspace(1)* %v3390, align 4
  br label %join200
join200:
  %v3391 = mul i64 64, %v1556
  %v3392 = add i64 %v1568, %v3391
  %v3393 = add i64 %v1555, 64
  %v3394 = icmp ult i64 %v3393, %v1557
  %v3395 = add i64 %v3392, 65
  %v3396 = add i64 %v1566, 65
  %v3397 = icmp ult i64 %v3396, %v1567
  %v3398 = and i1 %v3394, %v3397
  %v3399 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3395
  br i1 %v3398, label %st201, label %join202
st201:
  store float %v122, float addrspace(1)* %v3399, align 4
  br label %join202
join202:
  %v3400 = mul i64 72, %v1556
  %v3401 = add i64 %v1568, %v3400
  %v3402 = add i64 %v1555, 72
  %v3403 = icmp ult i64 %v3402, %v1557
  %v3404 = add i64 %v3401, 64
  %v3405 = add i64 %v1566, 64
  %v3406 = icmp ult i64 %v3405, %v1567
  %v3407 = and i1 %v3403, %v3406
  %v3408 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3404
  br i1 %v3407, label %st203, label %join204
st203:
  store float %v123, float addrspace(1)* %v3408, align 4
  br label %join204
join204:
  %v3409 = mul i64 72, %v1556
  %v3410 = add i64 %v1568, %v3409
  %v3411 = add i64 %v1555, 72
  %v3412 = icmp ult i64 %v3411, %v1557
  %v3413 = add i64 %v3410, 65
  %v3414 = add i64 %v1566, 65
  %v3415 = icmp ult i64 %v3414, %v1567
  %v3416 = and i1 %v3412, %v3415
  %v3417 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3413
  br i1 %v3416, label %st205, label %join206
st205:
  store float %v124, float addrspace(1)* %v3417, align 4
  br label %join206
join206:
  %v3418 = mul i64 64, %v1556
  %v3419 = add i64 %v1568, %v3418
  %v3420 = add i64 %v1555, 64
  %v3421 = icmp ult i64 %v3420, %v1557
  %v3422 = add i64 %v3419, 72
  %v3423 = add i64 %v1566, 72
  %v3424 = icmp ult i64 %v3423, %v1567
  %v3425 = and i1 %v3421, %v3424
  %v3426 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3422
  br i1 %v3425, label %st207, label %join208
st207:
  store float %v125, float addrspace(1)* %v3426, align 4
  br label %join208
join208:
  %v3427 = mul i64 64, %v1556
  %v3428 = add i64 %v1568, %v3427
  %v3429 = add i64 %v1555, 64
  %v3430 = icmp ult i64 %v3429, %v1557
  %v3431 = add i64 %v3428, 73
  %v3432 = add i64 %v1566, 73
  %v3433 = icmp ult i64 %v3432, %v1567
  %v3434 = and i1 %v3430, %v3433
  %v3435 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3431
  br i1 %v3434, label %st209, label %join210
st209:
  store float %v126, float addrspace(1)* %v3435, align 4
  br label %join210
join210:
  %v3436 = mul i64 72, %v1556
  %v3437 = add i64 %v1568, %v3436
  %v3438 = add i64 %v1555, 72
  %v3439 = icmp ult i64 %v3438, %v1557
  %v3440 = add i64 %v3437, 72
  %v3441 = add i64 %v1566, 72
  %v3442 = icmp ult i64 %v3441, %v1567
  %v3443 = and i1 %v3439, %v3442
  %v3444 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3440
  br i1 %v3443, label %st211, label %join212
st211:
  store float %v127, float addrspace(1)* %v3444, align 4
  br label %join212
join212:
  %v3445 = mul i64 72, %v1556
  %v3446 = add i64 %v1568, %v3445
  %v3447 = add i64 %v1555, 72
  %v3448 = icmp ult i64 %v3447, %v1557
  %v3449 = add i64 %v3446, 73
  %v3450 = add i64 %v1566, 73
  %v3451 = icmp ult i64 %v3450, %v1567
  %v3452 = and i1 %v3448, %v3451
  %v3453 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3449
  br i1 %v3452, label %st213, label %join214
st213:
  store float %v128, float addrspace(1)* %v3453, align 4
  br label %join214
join214:
  %v3454 = mul i64 64, %v1556
  %v3455 = add i64 %v1568, %v3454
  %v3456 = add i64 %v1555, 64
  %v3457 = icmp ult i64 %v3456, %v1557
  %v3458 = add i64 %v3455, 80
  %v3459 = add i64 %v1566, 80
  %v3460 = icmp ult i64 %v3459, %v1567
  %v3461 = and i1 %v3457, %v3460
  %v3462 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3458
  br i1 %v3461, label %st215, label %join216
st215:
  store float %v129, float addrspace(1)* %v3462, align 4
  br label %join216
join216:
  %v3463 = mul i64 64, %v1556
  %v3464 = add i64 %v1568, %v3463
  %v3465 = add i64 %v1555, 64
  %v3466 = icmp ult i64 %v3465, %v1557
  %v3467 = add i64 %v3464, 81
  %v3468 = add i64 %v1566, 81
  %v3469 = icmp ult i64 %v3468, %v1567
  %v3470 = and i1 %v3466, %v3469
  %v3471 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3467
  br i1 %v3470, label %st217, label %join218
st217:
  store float %v130, float addrspace(1)* %v3471, align 4
  br label %join218
join218:
  %v3472 = mul i64 72, %v1556
  %v3473 = add i64 %v1568, %v3472
  %v3474 = add i64 %v1555, 72
  %v3475 = icmp ult i64 %v3474, %v1557
  %v3476 = add i64 %v3473, 80
  %v3477 = add i64 %v1566, 80
  %v3478 = icmp ult i64 %v3477, %v1567
  %v3479 = and i1 %v3475, %v3478
  %v3480 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3476
  br i1 %v3479, label %st219, label %join220
st219:
  store float %v131, float addrspace(1)* %v3480, align 4
  br label %join220
join220:
  %v3481 = mul i64 72, %v1556
  %v3482 = add i64 %v1568, %v3481
  %v3483 = add i64 %v1555, 72
  %v3484 = icmp ult i64 %v3483, %v1557
  %v3485 = add i64 %v3482, 81
  %v3486 = add i64 %v1566, 81
  %v3487 = icmp ult i64 %v3486, %v1567
  %v3488 = and i1 %v3484, %v3487
  %v3489 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3485
  br i1 %v3488, label %st221, label %join222
st221:
  store float %v132, float addrspace(1)* %v3489, align 4
  br label %join222
join222:
  %v3490 = mul i64 64, %v1556
  %v3491 = add i64 %v1568, %v3490
  %v3492 = add i64 %v1555, 64
  %v3493 = icmp ult i64 %v3492, %v1557
  %v3494 = add i64 %v3491, 88
  %v3495 = add i64 %v1566, 88
  %v3496 = icmp ult i64 %v3495, %v1567
  %v3497 = and i1 %v3493, %v3496
  %v3498 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3494
  br i1 %v3497, label %st223, label %join224
st223:
  store float %v133, float addrspace(1)* %v3498, align 4
  br label %join224
join224:
  %v3499 = mul i64 64, %v1556
  %v3500 = add i64 %v1568, %v3499
  %v3501 = add i64 %v1555, 64
  %v3502 = icmp ult i64 %v3501, %v1557
  %v3503 = add i64 %v3500, 89
  %v3504 = add i64 %v1566, 89
  %v3505 = icmp ult i64 %v3504, %v1567
  %v3506 = and i1 %v3502, %v3505
  %v3507 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3503
  br i1 %v3506, label %st225, label %join226
st225:
  store float %v134, float addrspace(1)* %v3507, align 4
  br label %join226
join226:
  %v3508 = mul i64 72, %v1556
  %v3509 = add i64 %v1568, %v3508
  %v3510 = add i64 %v1555, 72
  %v3511 = icmp ult i64 %v3510, %v1557
  %v3512 = add i64 %v3509, 88
  %v3513 = add i64 %v1566, 88
  %v3514 = icmp ult i64 %v3513, %v1567
  %v3515 = and i1 %v3511, %v3514
  %v3516 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3512
  br i1 %v3515, label %st227, label %join228
st227:
  store float %v135, float addrspace(1)* %v3516, align 4
  br label %join228
join228:
  %v3517 = mul i64 72, %v1556
  %v3518 = add i64 %v1568, %v3517
  %v3519 = add i64 %v1555, 72
  %v3520 = icmp ult i64 %v3519, %v1557
  %v3521 = add i64 %v3518, 89
  %v3522 = add i64 %v1566, 89
  %v3523 = icmp ult i64 %v3522, %v1567
  %v3524 = and i1 %v3520, %v3523
  %v3525 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3521
  br i1 %v3524, label %st229, label %join230
st229:
  store float %v136, float addrspace(1)* %v3525, align 4
  br label %join230
join230:
  %v3526 = mul i64 64, %v1556
  %v3527 = add i64 %v1568, %v3526
  %v3528 = add i64 %v1555, 64
  %v3529 = icmp ult i64 %v3528, %v1557
  %v3530 = add i64 %v3527, 96
  %v3531 = add i64 %v1566, 96
  %v3532 = icmp ult i64 %v3531, %v1567
  %v3533 = and i1 %v3529, %v3532
  %v3534 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3530
  br i1 %v3533, label %st231, label %join232
st231:
  store float %v137, float addrspace(1)* %v3534, align 4
  br label %join232
join232:
  %v3535 = mul i64 64, %v1556
  %v3536 = add i64 %v1568, %v3535
  %v3537 = add i64 %v1555, 64
  %v3538 = icmp ult i64 %v3537, %v1557
  %v3539 = add i64 %v3536, 97
  %v3540 = add i64 %v1566, 97
  %v3541 = icmp ult i64 %v3540, %v1567
  %v3542 = and i1 %v3538, %v3541
  %v3543 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3539
  br i1 %v3542, label %st233, label %join234
st233:
  store float %v138, float addrspace(1)* %v3543, align 4
  br label %join234
join234:
  %v3544 = mul i64 72, %v1556
  %v3545 = add i64 %v1568, %v3544
  %v3546 = add i64 %v1555, 72
  %v3547 = icmp ult i64 %v3546, %v1557
  %v3548 = add i64 %v3545, 96
  %v3549 = add i64 %v1566, 96
  %v3550 = icmp ult i64 %v3549, %v1567
  %v3551 = and i1 %v3547, %v3550
  %v3552 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3548
  br i1 %v3551, label %st235, label %join236
st235:
  store float %v139, float addrspace(1)* %v3552, align 4
  br label %join236
join236:
  %v3553 = mul i64 72, %v1556
  %v3554 = add i64 %v1568, %v3553
  %v3555 = add i64 %v1555, 72
  %v3556 = icmp ult i64 %v3555, %v1557
  %v3557 = add i64 %v3554, 97
  %v3558 = add i64 %v1566, 97
  %v3559 = icmp ult i64 %v3558, %v1567
  %v3560 = and i1 %v3556, %v3559
  %v3561 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3557
  br i1 %v3560, label %st237, label %join238
st237:
  store float %v140, float addrspace(1)* %v3561, align 4
  br label %join238
join238:
  %v3562 = mul i64 64, %v1556
  %v3563 = add i64 %v1568, %v3562
  %v3564 = add i64 %v1555, 64
  %v3565 = icmp ult i64 %v3564, %v1557
  %v3566 = add i64 %v3563, 104
  %v3567 = add i64 %v1566, 104
  %v3568 = icmp ult i64 %v3567, %v1567
  %v3569 = and i1 %v3565, %v3568
  %v3570 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3566
  br i1 %v3569, label %st239, label %join240
st239:
  store float %v141, float addrspace(1)* %v3570, align 4
  br label %join240
join240:
  %v3571 = mul i64 64, %v1556
  %v3572 = add i64 %v1568, %v3571
  %v3573 = add i64 %v1555, 64
  %v3574 = icmp ult i64 %v3573, %v1557
  %v3575 = add i64 %v3572, 105
  %v3576 = add i64 %v1566, 105
  %v3577 = icmp ult i64 %v3576, %v1567
  %v3578 = and i1 %v3574, %v3577
  %v3579 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3575
  br i1 %v3578, label %st241, label %join242
st241:
  store float %v142, float addrspace(1)* %v3579, align 4
  br label %join242
join242:
  %v3580 = mul i64 72, %v1556
  %v3581 = add i64 %v1568, %v3580
  %v3582 = add i64 %v1555, 72
  %v3583 = icmp ult i64 %v3582, %v1557
  %v3584 = add i64 %v3581, 104
  %v3585 = add i64 %v1566, 104
  %v3586 = icmp ult i64 %v3585, %v1567
  %v3587 = and i1 %v3583, %v3586
  %v3588 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3584
  br i1 %v3587, label %st243, label %join244
st243:
  store float %v143, float addrspace(1)* %v3588, align 4
  br label %join244
join244:
  %v3589 = mul i64 72, %v1556
  %v3590 = add i64 %v1568, %v3589
  %v3591 = add i64 %v1555, 72
  %v3592 = icmp ult i64 %v3591, %v1557
  %v3593 = add i64 %v3590, 105
  %v3594 = add i64 %v1566, 105
  %v3595 = icmp ult i64 %v3594, %v1567
  %v3596 = and i1 %v3592, %v3595
  %v3597 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3593
  br i1 %v3596, label %st245, label %join246
st245:
  store float %v144, float addrspace(1)* %v3597, align 4
  br label %join246
join246:
  %v3598 = mul i64 64, %v1556
  %v3599 = add i64 %v1568, %v3598
  %v3600 = add i64 %v1555, 64
  %v3601 = icmp ult i64 %v3600, %v1557
  %v3602 = add i64 %v3599, 112
  %v3603 = add i64 %v1566, 112
  %v3604 = icmp ult i64 %v3603, %v1567
  %v3605 = and i1 %v3601, %v3604
  %v3606 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3602
  br i1 %v3605, label %st247, label %join248
st247:
  store float %v145, float addrspace(1)* %v3606, align 4
  br label %join248
join248:
  %v3607 = mul i64 64, %v1556
  %v3608 = add i64 %v1568, %v3607
  %v3609 = add i64 %v1555, 64
  %v3610 = icmp ult i64 %v3609, %v1557
  %v3611 = add i64 %v3608, 113
  %v3612 = add i64 %v1566, 113
  %v3613 = icmp ult i64 %v3612, %v1567
  %v3614 = and i1 %v3610, %v3613
  %v3615 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3611
  br i1 %v3614, label %st249, label %join250
st249:
  store float %v146, float addrspace(1)* %v3615, align 4
  br label %join250
join250:
  %v3616 = mul i64 72, %v1556
  %v3617 = add i64 %v1568, %v3616
  %v3618 = add i64 %v1555, 72
  %v3619 = icmp ult i64 %v3618, %v1557
  %v3620 = add i64 %v3617, 112
  %v3621 = add i64 %v1566, 112
  %v3622 = icmp ult i64 %v3621, %v1567
  %v3623 = and i1 %v3619, %v3622
  %v3624 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3620
  br i1 %v3623, label %st251, label %join252
st251:
  store float %v147, float addrspace(1)* %v3624, align 4
  br label %join252
join252:
  %v3625 = mul i64 72, %v1556
  %v3626 = add i64 %v1568, %v3625
  %v3627 = add i64 %v1555, 72
  %v3628 = icmp ult i64 %v3627, %v1557
  %v3629 = add i64 %v3626, 113
  %v3630 = add i64 %v1566, 113
  %v3631 = icmp ult i64 %v3630, %v1567
  %v3632 = and i1 %v3628, %v3631
  %v3633 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3629
  br i1 %v3632, label %st253, label %join254
st253:
  store float %v148, float addrspace(1)* %v3633, align 4
  br label %join254
join254:
  %v3634 = mul i64 64, %v1556
  %v3635 = add i64 %v1568, %v3634
  %v3636 = add i64 %v1555, 64
  %v3637 = icmp ult i64 %v3636, %v1557
  %v3638 = add i64 %v3635, 120
  %v3639 = add i64 %v1566, 120
  %v3640 = icmp ult i64 %v3639, %v1567
  %v3641 = and i1 %v3637, %v3640
  %v3642 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3638
  br i1 %v3641, label %st255, label %join256
st255:
  store float %v149, float addrspace(1)* %v3642, align 4
  br label %join256
join256:
  %v3643 = mul i64 64, %v1556
  %v3644 = add i64 %v1568, %v3643
  %v3645 = add i64 %v1555, 64
  %v3646 = icmp ult i64 %v3645, %v1557
  %v3647 = add i64 %v3644, 121
  %v3648 = add i64 %v1566, 121
  %v3649 = icmp ult i64 %v3648, %v1567
  %v3650 = and i1 %v3646, %v3649
  %v3651 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3647
  br i1 %v3650, label %st257, label %join258
st257:
  store float %v150, float addrspace(1)* %v3651, align 4
  br label %join258
join258:
  %v3652 = mul i64 72, %v1556
  %v3653 = add i64 %v1568, %v3652
  %v3654 = add i64 %v1555, 72
  %v3655 = icmp ult i64 %v3654, %v1557
  %v3656 = add i64 %v3653, 120
  %v3657 = add i64 %v1566, 120
  %v3658 = icmp ult i64 %v3657, %v1567
  %v3659 = and i1 %v3655, %v3658
  %v3660 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3656
  br i1 %v3659, label %st259, label %join260
st259:
  store float %v151, float addrspace(1)* %v3660, align 4
  br label %join260
join260:
  %v3661 = mul i64 72, %v1556
  %v3662 = add i64 %v1568, %v3661
  %v3663 = add i64 %v1555, 72
  %v3664 = icmp ult i64 %v3663, %v1557
  %v3665 = add i64 %v3662, 121
  %v3666 = add i64 %v1566, 121
  %v3667 = icmp ult i64 %v3666, %v1567
  %v3668 = and i1 %v3664, %v3667
  %v3669 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v3665
  br i1 %v3668, label %st261, label %join262
st261:
  store float %v152, float addrspace(1)* %v3669, align 4
  br label %join262
join262:
  br label %st_done6
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (i16 addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @gemm_nn, !"kernel", i32 1}
!1 = !{void (i16 addrspace(1)*, i32, i32, i32, i32, i16 addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @gemm_nn, !"maxntidx", i32 128}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}

; kernel gemm_nt []
target datalayout = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@smem = external addrspace(3) global [0 x i8], align 1024

define void @gemm_nt(half addrspace(1)* noalias readonly %p0, i32 %p1, i32 %p2, i32 %p3, i32 %p4, half addrspace(1)* noalias readonly %p5, i32 %p6, i32 %p7, i32 %p8, i32 %p9, float addrspace(1)* noalias %p10, i32 %p11, i32 %p12, i32 %p13, i32 %p14) {
entry0:
  %v1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v2 = and i32 %v1, 31
  %v3 = lshr i32 %v1, 5
  %v4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v5 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %v6 = icmp eq i32 64, 0
  %v7 = select i1 %v6, i32 1, i32 64
  %v8 = icmp eq i32 64, -1
  %v9 = select i1 %v8, i32 1, i32 %v7
  %v10 = sdiv i32 %p2, %v9
  %v11 = sub i32 0, %v10
  %v12 = select i1 %v8, i32 %v11, i32 %v10
  %v13 = srem i32 %p2, %v9
  %v14 = select i1 %v8, i32 0, i32 %v13
  %v15 = icmp ne i32 %v14, 0
  %v16 = xor i32 %v14, 64
  %v17 = icmp slt i32 %v16, 0
  %v18 = and i1 %v15, %v17
  %v19 = sub i32 %v12, 1
  %v20 = add i32 %v14, 64
  %v21 = select i1 %v18, i32 %v19, i32 %v12
  %v22 = select i1 %v18, i32 %v20, i32 %v14
  %v23 = select i1 %v6, i32 0, i32 %v21
  %v24 = sext i32 %v23 to i64
  %v90 = sext i32 %p3 to i64
  %v91 = udiv i32 %v1, 8
  %v92 = urem i32 %v1, 8
  %v93 = mul i32 %v92, 8
  %v94 = udiv i32 %v93, 64
  %v95 = mul i32 %v94, 16384
  %v96 = lshr i32 %v93, 3
  %v97 = and i32 %v96, 7
  %v98 = and i32 %v91, 7
  %v99 = xor i32 %v97, %v98
  %v100 = shl i32 %v99, 4
  %v101 = shl i32 %v91, 7
  %v102 = add i32 %v95, %v101
  %v103 = add i32 %v102, %v100
  %v104 = zext i32 %v91 to i64
  %v105 = zext i32 %v93 to i64
  %v106 = mul i64 %v104, %v90
  %v107 = add i64 %v106, %v105
  %v108 = mul i64 %v90, 32
  %v109 = sext i32 %p8 to i64
  %v110 = udiv i32 %v1, 8
  %v111 = urem i32 %v1, 8
  %v112 = mul i32 %v111, 8
  %v113 = udiv i32 %v112, 64
  %v114 = mul i32 %v113, 16384
  %v115 = lshr i32 %v112, 3
  %v116 = and i32 %v115, 7
  %v117 = and i32 %v110, 7
  %v118 = xor i32 %v116, %v117
  %v119 = shl i32 %v118, 4
  %v120 = shl i32 %v110, 7
  %v121 = add i32 %v114, %v120
  %v122 = add i32 %v121, %v119
  %v123 = zext i32 %v110 to i64
  %v124 = zext i32 %v112 to i64
  %v125 = mul i64 %v123, %v109
  %v126 = add i64 %v125, %v124
  %v127 = mul i64 %v109, 32
  call void @llvm.nvvm.barrier0()
  %v128 = icmp slt i64 0, %v24
  %v129 = icmp sgt i64 0, %v24
  %v130 = icmp sgt i64 1, 0
  %v131 = select i1 %v130, i1 %v128, i1 %v129
  %v132 = sext i32 %v4 to i64
  %v133 = mul i64 %v132, 128
  %v134 = zext i32 %p1 to i64
  %v135 = zext i32 %p2 to i64
  %v136 = sext i32 %p3 to i64
  %v137 = zext i32 %v93 to i64
  %v138 = sub i64 %v135, %v137
  %v139 = icmp slt i64 %v138, 0
  %v140 = select i1 %v139, i64 0, i64 %v138
  %v141 = icmp sgt i64 %v140, 8
  %v142 = select i1 %v141, i64 8, i64 %v140
  %v143 = trunc i64 %v142 to i32
  %v144 = shl i32 %v143, 1
  %v145 = icmp sge i64 %v137, 0
  %v146 = and i1 %v145, %v131
  %v147 = zext i32 %v91 to i64
  %v148 = add i64 %v133, %v147
  %v149 = mul i64 %v133, %v136
  %v150 = bitcast half addrspace(1)* %p0 to i16 addrspace(1)*
  %v151 = getelementptr inbounds i16, i16 addrspace(1)* %v150, i64 %v149
  %v152 = getelementptr inbounds i16, i16 addrspace(1)* %v151, i64 %v107
  %v153 = icmp ult i64 %v148, %v134
  %v154 = and i1 %v153, %v146
  %v155 = select i1 %v154, i32 %v144, i32 0
  %v156 = ptrtoint i16 addrspace(1)* %v152 to i64
  %v157 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v103
  %v158 = ptrtoint i8 addrspace(3)* %v157 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v158, i64 %v156, i32 %v155)
  %v159 = getelementptr inbounds i16, i16 addrspace(1)* %v152, i64 %v108
  %v160 = add i64 %v148, 32
  %v161 = icmp ult i64 %v160, %v134
  %v162 = and i1 %v161, %v146
  %v163 = select i1 %v162, i32 %v144, i32 0
  %v164 = ptrtoint i16 addrspace(1)* %v159 to i64
  %v165 = add i32 %v103, 4096
  %v166 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v165
  %v167 = ptrtoint i8 addrspace(3)* %v166 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v167, i64 %v164, i32 %v163)
  %v168 = getelementptr inbounds i16, i16 addrspace(1)* %v159, i64 %v108
  %v169 = add i64 %v148, 64
  %v170 = icmp ult i64 %v169, %v134
  %v171 = and i1 %v170, %v146
  %v172 = select i1 %v171, i32 %v144, i32 0
  %v173 = ptrtoint i16 addrspace(1)* %v168 to i64
  %v174 = add i32 %v103, 8192
  %v175 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v174
  %v176 = ptrtoint i8 addrspace(3)* %v175 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v176, i64 %v173, i32 %v172)
  %v177 = getelementptr inbounds i16, i16 addrspace(1)* %v168, i64 %v108
  %v178 = add i64 %v148, 96
  %v179 = icmp ult i64 %v178, %v134
  %v180 = and i1 %v179, %v146
  %v181 = select i1 %v180, i32 %v144, i32 0
  %v182 = ptrtoint i16 addrspace(1)* %v177 to i64
  %v183 = add i32 %v103, 12288
  %v184 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v183
  %v185 = ptrtoint i8 addrspace(3)* %v184 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v185, i64 %v182, i32 %v181)
  %v186 = sext i32 %v5 to i64
  %v187 = mul i64 %v186, 128
  %v188 = zext i32 %p6 to i64
  %v189 = zext i32 %p7 to i64
  %v190 = sext i32 %p8 to i64
  %v191 = zext i32 %v112 to i64
  %v192 = sub i64 %v189, %v191
  %v193 = icmp slt i64 %v192, 0
  %v194 = select i1 %v193, i64 0, i64 %v192
  %v195 = icmp sgt i64 %v194, 8
  %v196 = select i1 %v195, i64 8, i64 %v194
  %v197 = trunc i64 %v196 to i32
  %v198 = shl i32 %v197, 1
  %v199 = icmp sge i64 %v191, 0
  %v200 = and i1 %v199, %v131
  %v201 = zext i32 %v110 to i64
  %v202 = add i64 %v187, %v201
  %v203 = mul i64 %v187, %v190
  %v204 = bitcast half addrspace(1)* %p5 to i16 addrspace(1)*
  %v205 = getelementptr inbounds i16, i16 addrspace(1)* %v204, i64 %v203
  %v206 = getelementptr inbounds i16, i16 addrspace(1)* %v205, i64 %v126
  %v207 = icmp ult i64 %v202, %v188
  %v208 = and i1 %v207, %v200
  %v209 = select i1 %v208, i32 %v198, i32 0
  %v210 = ptrtoint i16 addrspace(1)* %v206 to i64
  %v211 = add i32 %v122, 16384
  %v212 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v211
  %v213 = ptrtoint i8 addrspace(3)* %v212 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v213, i64 %v210, i32 %v209)
  %v214 = getelementptr inbounds i16, i16 addrspace(1)* %v206, i64 %v127
  %v215 = add i64 %v202, 32
  %v216 = icmp ult i64 %v215, %v188
  %v217 = and i1 %v216, %v200
  %v218 = select i1 %v217, i32 %v198, i32 0
  %v219 = ptrtoint i16 addrspace(1)* %v214 to i64
  %v220 = add i32 %v122, 16384
  %v221 = add i32 %v220, 4096
  %v222 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v221
  %v223 = ptrtoint i8 addrspace(3)* %v222 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v223, i64 %v219, i32 %v218)
  %v224 = getelementptr inbounds i16, i16 addrspace(1)* %v214, i64 %v127
  %v225 = add i64 %v202, 64
  %v226 = icmp ult i64 %v225, %v188
  %v227 = and i1 %v226, %v200
  %v228 = select i1 %v227, i32 %v198, i32 0
  %v229 = ptrtoint i16 addrspace(1)* %v224 to i64
  %v230 = add i32 %v122, 16384
  %v231 = add i32 %v230, 8192
  %v232 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v231
  %v233 = ptrtoint i8 addrspace(3)* %v232 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v233, i64 %v229, i32 %v228)
  %v234 = getelementptr inbounds i16, i16 addrspace(1)* %v224, i64 %v127
  %v235 = add i64 %v202, 96
  %v236 = icmp ult i64 %v235, %v188
  %v237 = and i1 %v236, %v200
  %v238 = select i1 %v237, i32 %v198, i32 0
  %v239 = ptrtoint i16 addrspace(1)* %v234 to i64
  %v240 = add i32 %v122, 16384
  %v241 = add i32 %v240, 12288
  %v242 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v241
  %v243 = ptrtoint i8 addrspace(3)* %v242 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v243, i64 %v239, i32 %v238)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %v244 = icmp slt i64 1, %v24
  %v245 = icmp sgt i64 1, %v24
  %v246 = icmp sgt i64 1, 0
  %v247 = select i1 %v246, i1 %v244, i1 %v245
  %v248 = sext i32 %v4 to i64
  %v249 = mul i64 %v248, 128
  %v250 = zext i32 %p1 to i64
  %v251 = zext i32 %p2 to i64
  %v252 = sext i32 %p3 to i64
  %v253 = zext i32 %v93 to i64
  %v254 = add i64 64, %v253
  %v255 = sub i64 %v251, %v254
  %v256 = icmp slt i64 %v255, 0
  %v257 = select i1 %v256, i64 0, i64 %v255
  %v258 = icmp sgt i64 %v257, 8
  %v259 = select i1 %v258, i64 8, i64 %v257
  %v260 = trunc i64 %v259 to i32
  %v261 = shl i32 %v260, 1
  %v262 = icmp sge i64 %v254, 0
  %v263 = and i1 %v262, %v247
  %v264 = zext i32 %v91 to i64
  %v265 = add i64 %v249, %v264
  %v266 = mul i64 %v249, %v252
  %v267 = add i64 %v266, 64
  %v268 = bitcast half addrspace(1)* %p0 to i16 addrspace(1)*
  %v269 = getelementptr inbounds i16, i16 addrspace(1)* %v268, i64 %v267
  %v270 = getelementptr inbounds i16, i16 addrspace(1)* %v269, i64 %v107
  %v271 = icmp ult i64 %v265, %v250
  %v272 = and i1 %v271, %v263
  %v273 = select i1 %v272, i32 %v261, i32 0
  %v274 = ptrtoint i16 addrspace(1)* %v270 to i64
  %v275 = add i32 %v103, 32768
  %v276 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v275
  %v277 = ptrtoint i8 addrspace(3)* %v276 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v277, i64 %v274, i32 %v273)
  %v278 = getelementptr inbounds i16, i16 addrspace(1)* %v270, i64 %v108
  %v279 = add i64 %v265, 32
  %v280 = icmp ult i64 %v279, %v250
  %v281 = and i1 %v280, %v263
  %v282 = select i1 %v281, i32 %v261, i32 0
  %v283 = ptrtoint i16 addrspace(1)* %v278 to i64
  %v284 = add i32 %v103, 32768
  %v285 = add i32 %v284, 4096
  %v286 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v285
  %v287 = ptrtoint i8 addrspace(3)* %v286 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v287, i64 %v283, i32 %v282)
  %v288 = getelementptr inbounds i16, i16 addrspace(1)* %v278, i64 %v108
  %v289 = add i64 %v265, 64
  %v290 = icmp ult i64 %v289, %v250
  %v291 = and i1 %v290, %v263
  %v292 = select i1 %v291, i32 %v261, i32 0
  %v293 = ptrtoint i16 addrspace(1)* %v288 to i64
  %v294 = add i32 %v103, 32768
  %v295 = add i32 %v294, 8192
  %v296 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v295
  %v297 = ptrtoint i8 addrspace(3)* %v296 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v297, i64 %v293, i32 %v292)
  %v298 = getelementptr inbounds i16, i16 addrspace(1)* %v288, i64 %v108
  %v299 = add i64 %v265, 96
  %v300 = icmp ult i64 %v299, %v250
  %v301 = and i1 %v300, %v263
  %v302 = select i1 %v301, i32 %v261, i32 0
  %v303 = ptrtoint i16 addrspace(1)* %v298 to i64
  %v304 = add i32 %v103, 32768
  %v305 = add i32 %v304, 12288
  %v306 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v305
  %v307 = ptrtoint i8 addrspace(3)* %v306 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v307, i64 %v303, i32 %v302)
  %v308 = sext i32 %v5 to i64
  %v309 = mul i64 %v308, 128
  %v310 = zext i32 %p6 to i64
  %v311 = zext i32 %p7 to i64
  %v312 = sext i32 %p8 to i64
  %v313 = zext i32 %v112 to i64
  %v314 = add i64 64, %v313
  %v315 = sub i64 %v311, %v314
  %v316 = icmp slt i64 %v315, 0
  %v317 = select i1 %v316, i64 0, i64 %v315
  %v318 = icmp sgt i64 %v317, 8
  %v319 = select i1 %v318, i64 8, i64 %v317
  %v320 = trunc i64 %v319 to i32
  %v321 = shl i32 %v320, 1
  %v322 = icmp sge i64 %v314, 0
  %v323 = and i1 %v322, %v247
  %v324 = zext i32 %v110 to i64
  %v325 = add i64 %v309, %v324
  %v326 = mul i64 %v309, %v312
  %v327 = add i64 %v326, 64
  %v328 = bitcast half addrspace(1)* %p5 to i16 addrspace(1)*
  %v329 = getelementptr inbounds i16, i16 addrspace(1)* %v328, i64 %v327
  %v330 = getelementptr inbounds i16, i16 addrspace(1)* %v329, i64 %v126
  %v331 = icmp ult i64 %v325, %v310
  %v332 = and i1 %v331, %v323
  %v333 = select i1 %v332, i32 %v321, i32 0
  %v334 = ptrtoint i16 addrspace(1)* %v330 to i64
  %v335 = add i32 %v122, 49152
  %v336 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v335
  %v337 = ptrtoint i8 addrspace(3)* %v336 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v337, i64 %v334, i32 %v333)
  %v338 = getelementptr inbounds i16, i16 addrspace(1)* %v330, i64 %v127
  %v339 = add i64 %v325, 32
  %v340 = icmp ult i64 %v339, %v310
  %v341 = and i1 %v340, %v323
  %v342 = select i1 %v341, i32 %v321, i32 0
  %v343 = ptrtoint i16 addrspace(1)* %v338 to i64
  %v344 = add i32 %v122, 49152
  %v345 = add i32 %v344, 4096
  %v346 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v345
  %v347 = ptrtoint i8 addrspace(3)* %v346 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v347, i64 %v343, i32 %v342)
  %v348 = getelementptr inbounds i16, i16 addrspace(1)* %v338, i64 %v127
  %v349 = add i64 %v325, 64
  %v350 = icmp ult i64 %v349, %v310
  %v351 = and i1 %v350, %v323
  %v352 = select i1 %v351, i32 %v321, i32 0
  %v353 = ptrtoint i16 addrspace(1)* %v348 to i64
  %v354 = add i32 %v122, 49152
  %v355 = add i32 %v354, 8192
  %v356 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v355
  %v357 = ptrtoint i8 addrspace(3)* %v356 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v357, i64 %v353, i32 %v352)
  %v358 = getelementptr inbounds i16, i16 addrspace(1)* %v348, i64 %v127
  %v359 = add i64 %v325, 96
  %v360 = icmp ult i64 %v359, %v310
  %v361 = and i1 %v360, %v323
  %v362 = select i1 %v361, i32 %v321, i32 0
  %v363 = ptrtoint i16 addrspace(1)* %v358 to i64
  %v364 = add i32 %v122, 49152
  %v365 = add i32 %v364, 12288
  %v366 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v365
  %v367 = ptrtoint i8 addrspace(3)* %v366 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v367, i64 %v363, i32 %v362)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  br label %for1
for1:
  %v25 = phi float [ 0x0000000000000000, %entry0 ], [ %v822, %body2 ]
  %v26 = phi float [ 0x0000000000000000, %entry0 ], [ %v823, %body2 ]
  %v27 = phi float [ 0x0000000000000000, %entry0 ], [ %v824, %body2 ]
  %v28 = phi float [ 0x0000000000000000, %entry0 ], [ %v825, %body2 ]
  %v29 = phi float [ 0x0000000000000000, %entry0 ], [ %v826, %body2 ]
  %v30 = phi float [ 0x0000000000000000, %entry0 ], [ %v827, %body2 ]
  %v31 = phi float [ 0x0000000000000000, %entry0 ], [ %v828, %body2 ]
  %v32 = phi float [ 0x0000000000000000, %entry0 ], [ %v829, %body2 ]
  %v33 = phi float [ 0x0000000000000000, %entry0 ], [ %v830, %body2 ]
  %v34 = phi float [ 0x0000000000000000, %entry0 ], [ %v831, %body2 ]
  %v35 = phi float [ 0x0000000000000000, %entry0 ], [ %v832, %body2 ]
  %v36 = phi float [ 0x0000000000000000, %entry0 ], [ %v833, %body2 ]
  %v37 = phi float [ 0x0000000000000000, %entry0 ], [ %v834, %body2 ]
  %v38 = phi float [ 0x0000000000000000, %entry0 ], [ %v835, %body2 ]
  %v39 = phi float [ 0x0000000000000000, %entry0 ], [ %v836, %body2 ]
  %v40 = phi float [ 0x0000000000000000, %entry0 ], [ %v837, %body2 ]
  %v41 = phi float [ 0x0000000000000000, %entry0 ], [ %v838, %body2 ]
  %v42 = phi float [ 0x0000000000000000, %entry0 ], [ %v839, %body2 ]
  %v43 = phi float [ 0x0000000000000000, %entry0 ], [ %v840, %body2 ]
  %v44 = phi float [ 0x0000000000000000, %entry0 ], [ %v841, %body2 ]
  %v45 = phi float [ 0x0000000000000000, %entry0 ], [ %v842, %body2 ]
  %v46 = phi float [ 0x0000000000000000, %entry0 ], [ %v843, %body2 ]
  %v47 = phi float [ 0x0000000000000000, %entry0 ], [ %v844, %body2 ]
  %v48 = phi float [ 0x0000000000000000, %entry0 ], [ %v845, %body2 ]
  %v49 = phi float [ 0x0000000000000000, %entry0 ], [ %v846, %body2 ]
  %v50 = phi float [ 0x0000000000000000, %entry0 ], [ %v847, %body2 ]
  %v51 = phi float [ 0x0000000000000000, %entry0 ], [ %v848, %body2 ]
  %v52 = phi float [ 0x0000000000000000, %entry0 ], [ %v849, %body2 ]
  %v53 = phi float [ 0x0000000000000000, %entry0 ], [ %v850, %body2 ]
  %v54 = phi float [ 0x0000000000000000, %entry0 ], [ %v851, %body2 ]
  %v55 = phi float [ 0x0000000000000000, %entry0 ], [ %v852, %body2 ]
  %v56 = phi float [ 0x0000000000000000, %entry0 ], [ %v853, %body2 ]
  %v57 = phi float [ 0x0000000000000000, %entry0 ], [ %v854, %body2 ]
  %v58 = phi float [ 0x0000000000000000, %entry0 ], [ %v855, %body2 ]
  %v59 = phi float [ 0x0000000000000000, %entry0 ], [ %v856, %body2 ]
  %v60 = phi float [ 0x0000000000000000, %entry0 ], [ %v857, %body2 ]
  %v61 = phi float [ 0x0000000000000000, %entry0 ], [ %v858, %body2 ]
  %v62 = phi float [ 0x0000000000000000, %entry0 ], [ %v859, %body2 ]
  %v63 = phi float [ 0x0000000000000000, %entry0 ], [ %v860, %body2 ]
  %v64 = phi float [ 0x0000000000000000, %entry0 ], [ %v861, %body2 ]
  %v65 = phi float [ 0x0000000000000000, %entry0 ], [ %v862, %body2 ]
  %v66 = phi float [ 0x0000000000000000, %entry0 ], [ %v863, %body2 ]
  %v67 = phi float [ 0x0000000000000000, %entry0 ], [ %v864, %body2 ]
  %v68 = phi float [ 0x0000000000000000, %entry0 ], [ %v865, %body2 ]
  %v69 = phi float [ 0x0000000000000000, %entry0 ], [ %v866, %body2 ]
  %v70 = phi float [ 0x0000000000000000, %entry0 ], [ %v867, %body2 ]
  %v71 = phi float [ 0x0000000000000000, %entry0 ], [ %v868, %body2 ]
  %v72 = phi float [ 0x0000000000000000, %entry0 ], [ %v869, %body2 ]
  %v73 = phi float [ 0x0000000000000000, %entry0 ], [ %v870, %body2 ]
  %v74 = phi float [ 0x0000000000000000, %entry0 ], [ %v871, %body2 ]
  %v75 = phi float [ 0x0000000000000000, %entry0 ], [ %v872, %body2 ]
  %v76 = phi float [ 0x0000000000000000, %entry0 ], [ %v873, %body2 ]
  %v77 = phi float [ 0x0000000000000000, %entry0 ], [ %v874, %body2 ]
  %v78 = phi float [ 0x0000000000000000, %entry0 ], [ %v875, %body2 ]
  %v79 = phi float [ 0x0000000000000000, %entry0 ], [ %v876, %body2 ]
  %v80 = phi float [ 0x0000000000000000, %entry0 ], [ %v877, %body2 ]
  %v81 = phi float [ 0x0000000000000000, %entry0 ], [ %v878, %body2 ]
  %v82 = phi float [ 0x0000000000000000, %entry0 ], [ %v879, %body2 ]
  %v83 = phi float [ 0x0000000000000000, %entry0 ], [ %v880, %body2 ]
  %v84 = phi float [ 0x0000000000000000, %entry0 ], [ %v881, %body2 ]
  %v85 = phi float [ 0x0000000000000000, %entry0 ], [ %v882, %body2 ]
  %v86 = phi float [ 0x0000000000000000, %entry0 ], [ %v883, %body2 ]
  %v87 = phi float [ 0x0000000000000000, %entry0 ], [ %v884, %body2 ]
  %v88 = phi float [ 0x0000000000000000, %entry0 ], [ %v885, %body2 ]
  %v89 = phi i64 [ 0, %entry0 ], [ %v886, %body2 ]
  %v368 = icmp slt i64 %v89, %v24
  %v369 = icmp sgt i64 %v89, %v24
  %v370 = icmp sgt i64 1, 0
  %v371 = select i1 %v370, i1 %v368, i1 %v369
  br i1 %v371, label %body2, label %endfor3
body2:
  %v372 = trunc i64 %v89 to i32
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"()
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  call void @llvm.nvvm.barrier0()
  %v373 = trunc i64 %v89 to i32
  %v374 = add i64 %v89, 2
  %v375 = icmp slt i64 %v374, %v24
  %v376 = icmp sgt i64 %v374, %v24
  %v377 = icmp sgt i64 1, 0
  %v378 = select i1 %v377, i1 %v375, i1 %v376
  %v379 = add i32 %v373, 2
  %v380 = urem i32 %v379, 3
  %v381 = mul i32 %v380, 32768
  %v382 = trunc i64 %v374 to i32
  %v383 = sext i32 %v4 to i64
  %v384 = mul i64 %v383, 128
  %v385 = sext i32 %v382 to i64
  %v386 = mul i64 %v385, 64
  %v387 = zext i32 %p1 to i64
  %v388 = zext i32 %p2 to i64
  %v389 = sext i32 %p3 to i64
  %v390 = zext i32 %v93 to i64
  %v391 = add i64 %v386, %v390
  %v392 = sub i64 %v388, %v391
  %v393 = icmp slt i64 %v392, 0
  %v394 = select i1 %v393, i64 0, i64 %v392
  %v395 = icmp sgt i64 %v394, 8
  %v396 = select i1 %v395, i64 8, i64 %v394
  %v397 = trunc i64 %v396 to i32
  %v398 = shl i32 %v397, 1
  %v399 = icmp sge i64 %v391, 0
  %v400 = and i1 %v399, %v378
  %v401 = zext i32 %v91 to i64
  %v402 = add i64 %v384, %v401
  %v403 = mul i64 %v384, %v389
  %v404 = add i64 %v403, %v386
  %v405 = bitcast half addrspace(1)* %p0 to i16 addrspace(1)*
  %v406 = getelementptr inbounds i16, i16 addrspace(1)* %v405, i64 %v404
  %v407 = getelementptr inbounds i16, i16 addrspace(1)* %v406, i64 %v107
  %v408 = icmp ult i64 %v402, %v387
  %v409 = and i1 %v408, %v400
  %v410 = select i1 %v409, i32 %v398, i32 0
  %v411 = ptrtoint i16 addrspace(1)* %v407 to i64
  %v412 = add i32 %v103, %v381
  %v413 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v412
  %v414 = ptrtoint i8 addrspace(3)* %v413 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v414, i64 %v411, i32 %v410)
  %v415 = getelementptr inbounds i16, i16 addrspace(1)* %v407, i64 %v108
  %v416 = add i64 %v402, 32
  %v417 = icmp ult i64 %v416, %v387
  %v418 = and i1 %v417, %v400
  %v419 = select i1 %v418, i32 %v398, i32 0
  %v420 = ptrtoint i16 addrspace(1)* %v415 to i64
  %v421 = add i32 %v103, %v381
  %v422 = add i32 %v421, 4096
  %v423 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v422
  %v424 = ptrtoint i8 addrspace(3)* %v423 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v424, i64 %v420, i32 %v419)
  %v425 = getelementptr inbounds i16, i16 addrspace(1)* %v415, i64 %v108
  %v426 = add i64 %v402, 64
  %v427 = icmp ult i64 %v426, %v387
  %v428 = and i1 %v427, %v400
  %v429 = select i1 %v428, i32 %v398, i32 0
  %v430 = ptrtoint i16 addrspace(1)* %v425 to i64
  %v431 = add i32 %v103, %v381
  %v432 = add i32 %v431, 8192
  %v433 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v432
  %v434 = ptrtoint i8 addrspace(3)* %v433 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v434, i64 %v430, i32 %v429)
  %v435 = getelementptr inbounds i16, i16 addrspace(1)* %v425, i64 %v108
  %v436 = add i64 %v402, 96
  %v437 = icmp ult i64 %v436, %v387
  %v438 = and i1 %v437, %v400
  %v439 = select i1 %v438, i32 %v398, i32 0
  %v440 = ptrtoint i16 addrspace(1)* %v435 to i64
  %v441 = add i32 %v103, %v381
  %v442 = add i32 %v441, 12288
  %v443 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v442
  %v444 = ptrtoint i8 addrspace(3)* %v443 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v444, i64 %v440, i32 %v439)
  %v445 = add i32 %v381, 16384
  %v446 = trunc i64 %v374 to i32
  %v447 = sext i32 %v5 to i64
  %v448 = mul i64 %v447, 128
  %v449 = sext i32 %v446 to i64
  %v450 = mul i64 %v449, 64
  %v451 = zext i32 %p6 to i64
  %v452 = zext i32 %p7 to i64
  %v453 = sext i32 %p8 to i64
  %v454 = zext i32 %v112 to i64
  %v455 = add i64 %v450, %v454
  %v456 = sub i64 %v452, %v455
  %v457 = icmp slt i64 %v456, 0
  %v458 = select i1 %v457, i64 0, i64 %v456
  %v459 = icmp sgt i64 %v458, 8
  %v460 = select i1 %v459, i64 8, i64 %v458
  %v461 = trunc i64 %v460 to i32
  %v462 = shl i32 %v461, 1
  %v463 = icmp sge i64 %v455, 0
  %v464 = and i1 %v463, %v378
  %v465 = zext i32 %v110 to i64
  %v466 = add i64 %v448, %v465
  %v467 = mul i64 %v448, %v453
  %v468 = add i64 %v467, %v450
  %v469 = bitcast half addrspace(1)* %p5 to i16 addrspace(1)*
  %v470 = getelementptr inbounds i16, i16 addrspace(1)* %v469, i64 %v468
  %v471 = getelementptr inbounds i16, i16 addrspace(1)* %v470, i64 %v126
  %v472 = icmp ult i64 %v466, %v451
  %v473 = and i1 %v472, %v464
  %v474 = select i1 %v473, i32 %v462, i32 0
  %v475 = ptrtoint i16 addrspace(1)* %v471 to i64
  %v476 = add i32 %v122, %v445
  %v477 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v476
  %v478 = ptrtoint i8 addrspace(3)* %v477 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v478, i64 %v475, i32 %v474)
  %v479 = getelementptr inbounds i16, i16 addrspace(1)* %v471, i64 %v127
  %v480 = add i64 %v466, 32
  %v481 = icmp ult i64 %v480, %v451
  %v482 = and i1 %v481, %v464
  %v483 = select i1 %v482, i32 %v462, i32 0
  %v484 = ptrtoint i16 addrspace(1)* %v479 to i64
  %v485 = add i32 %v122, %v445
  %v486 = add i32 %v485, 4096
  %v487 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v486
  %v488 = ptrtoint i8 addrspace(3)* %v487 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v488, i64 %v484, i32 %v483)
  %v489 = getelementptr inbounds i16, i16 addrspace(1)* %v479, i64 %v127
  %v490 = add i64 %v466, 64
  %v491 = icmp ult i64 %v490, %v451
  %v492 = and i1 %v491, %v464
  %v493 = select i1 %v492, i32 %v462, i32 0
  %v494 = ptrtoint i16 addrspace(1)* %v489 to i64
  %v495 = add i32 %v122, %v445
  %v496 = add i32 %v495, 8192
  %v497 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v496
  %v498 = ptrtoint i8 addrspace(3)* %v497 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v498, i64 %v494, i32 %v493)
  %v499 = getelementptr inbounds i16, i16 addrspace(1)* %v489, i64 %v127
  %v500 = add i64 %v466, 96
  %v501 = icmp ult i64 %v500, %v451
  %v502 = and i1 %v501, %v464
  %v503 = select i1 %v502, i32 %v462, i32 0
  %v504 = ptrtoint i16 addrspace(1)* %v499 to i64
  %v505 = add i32 %v122, %v445
  %v506 = add i32 %v505, 12288
  %v507 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v506
  %v508 = ptrtoint i8 addrspace(3)* %v507 to i32
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %v508, i64 %v504, i32 %v503)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %v509 = urem i32 %v373, 3
  %v510 = mul i32 %v509, 32768
  %v511 = lshr i32 %v510, 1
  %v512 = add i32 %v510, 16384
  %v513 = lshr i32 %v512, 1
  %v514 = shl i32 %v511, 1
  %v515 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v514
  %v516 = ptrtoint i8 addrspace(3)* %v515 to i32
  %v517 = shl i32 %v513, 1
  %v518 = getelementptr inbounds i8, i8 addrspace(3)* getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0), i32 %v517
  %v519 = ptrtoint i8 addrspace(3)* %v518 to i32
  %v520 = lshr i32 %v3, 2
  %v521 = mul i32 %v520, 8192
  %v522 = add i32 %v516, %v521
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %v523 = and i32 %v519, 262143
  %v524 = lshr i32 %v523, 4
  %v525 = zext i32 %v524 to i64
  %v526 = or i64 %v525, 4611686293305360384
  %v527 = and i32 %v522, 262143
  %v528 = lshr i32 %v527, 4
  %v529 = zext i32 %v528 to i64
  %v530 = or i64 %v529, 4611686293305360384
  %v531 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v530, i64 %v526, i32 1, float %v25, float %v26, float %v27, float %v28, float %v29, float %v30, float %v31, float %v32, float %v33, float %v34, float %v35, float %v36, float %v37, float %v38, float %v39, float %v40, float %v41, float %v42, float %v43, float %v44, float %v45, float %v46, float %v47, float %v48, float %v49, float %v50, float %v51, float %v52, float %v53, float %v54, float %v55, float %v56, float %v57, float %v58, float %v59, float %v60, float %v61, float %v62, float %v63, float %v64, float %v65, float %v66, float %v67, float %v68, float %v69, float %v70, float %v71, float %v72, float %v73, float %v74, float %v75, float %v76, float %v77, float %v78, float %v79, float %v80, float %v81, float %v82, float %v83, float %v84, float %v85, float %v86, float %v87, float %v88)
  %v532 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 0
  %v533 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 1
  %v534 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 2
  %v535 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 3
  %v536 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 4
  %v537 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 5
  %v538 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 6
  %v539 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 7
  %v540 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 8
  %v541 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 9
  %v542 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 10
  %v543 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 11
  %v544 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 12
  %v545 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 13
  %v546 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 14
  %v547 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 15
  %v548 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 16
  %v549 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 17
  %v550 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 18
  %v551 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 19
  %v552 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 20
  %v553 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 21
  %v554 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 22
  %v555 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 23
  %v556 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 24
  %v557 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 25
  %v558 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 26
  %v559 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 27
  %v560 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 28
  %v561 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 29
  %v562 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 30
  %v563 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 31
  %v564 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 32
  %v565 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 33
  %v566 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 34
  %v567 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 35
  %v568 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 36
  %v569 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 37
  %v570 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 38
  %v571 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 39
  %v572 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 40
  %v573 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 41
  %v574 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 42
  %v575 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 43
  %v576 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 44
  %v577 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 45
  %v578 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 46
  %v579 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 47
  %v580 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 48
  %v581 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 49
  %v582 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 50
  %v583 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 51
  %v584 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 52
  %v585 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 53
  %v586 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 54
  %v587 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 55
  %v588 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 56
  %v589 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 57
  %v590 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 58
  %v591 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 59
  %v592 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 60
  %v593 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 61
  %v594 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 62
  %v595 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v531, 63
  %v596 = add i32 %v519, 32
  %v597 = and i32 %v596, 262143
  %v598 = lshr i32 %v597, 4
  %v599 = zext i32 %v598 to i64
  %v600 = or i64 %v599, 4611686293305360384
  %v601 = add i32 %v522, 32
  %v602 = and i32 %v601, 262143
  %v603 = lshr i32 %v602, 4
  %v604 = zext i32 %v603 to i64
  %v605 = or i64 %v604, 4611686293305360384
  %v606 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v605, i64 %v600, i32 1, float %v532, float %v533, float %v534, float %v535, float %v536, float %v537, float %v538, float %v539, float %v540, float %v541, float %v542, float %v543, float %v544, float %v545, float %v546, float %v547, float %v548, float %v549, float %v550, float %v551, float %v552, float %v553, float %v554, float %v555, float %v556, float %v557, float %v558, float %v559, float %v560, float %v561, float %v562, float %v563, float %v564, float %v565, float %v566, float %v567, float %v568, float %v569, float %v570, float %v571, float %v572, float %v573, float %v574, float %v575, float %v576, float %v577, float %v578, float %v579, float %v580, float %v581, float %v582, float %v583, float %v584, float %v585, float %v586, float %v587, float %v588, float %v589, float %v590, float %v591, float %v592, float %v593, float %v594, float %v595)
  %v607 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 0
  %v608 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 1
  %v609 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 2
  %v610 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 3
  %v611 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 4
  %v612 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 5
  %v613 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 6
  %v614 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 7
  %v615 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 8
  %v616 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 9
  %v617 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 10
  %v618 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 11
  %v619 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 12
  %v620 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 13
  %v621 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 14
  %v622 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 15
  %v623 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 16
  %v624 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 17
  %v625 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 18
  %v626 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 19
  %v627 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 20
  %v628 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 21
  %v629 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 22
  %v630 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 23
  %v631 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 24
  %v632 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 25
  %v633 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 26
  %v634 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 27
  %v635 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 28
  %v636 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 29
  %v637 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 30
  %v638 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 31
  %v639 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 32
  %v640 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 33
  %v641 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 34
  %v642 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 35
  %v643 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 36
  %v644 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 37
  %v645 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 38
  %v646 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 39
  %v647 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 40
  %v648 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 41
  %v649 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 42
  %v650 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 43
  %v651 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 44
  %v652 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 45
  %v653 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 46
  %v654 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 47
  %v655 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 48
  %v656 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 49
  %v657 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 50
  %v658 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 51
  %v659 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 52
  %v660 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 53
  %v661 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 54
  %v662 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 55
  %v663 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 56
  %v664 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 57
  %v665 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 58
  %v666 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 59
  %v667 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 60
  %v668 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 61
  %v669 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 62
  %v670 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v606, 63
  %v671 = add i32 %v519, 64
  %v672 = and i32 %v671, 262143
  %v673 = lshr i32 %v672, 4
  %v674 = zext i32 %v673 to i64
  %v675 = or i64 %v674, 4611686293305360384
  %v676 = add i32 %v522, 64
  %v677 = and i32 %v676, 262143
  %v678 = lshr i32 %v677, 4
  %v679 = zext i32 %v678 to i64
  %v680 = or i64 %v679, 4611686293305360384
  %v681 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v680, i64 %v675, i32 1, float %v607, float %v608, float %v609, float %v610, float %v611, float %v612, float %v613, float %v614, float %v615, float %v616, float %v617, float %v618, float %v619, float %v620, float %v621, float %v622, float %v623, float %v624, float %v625, float %v626, float %v627, float %v628, float %v629, float %v630, float %v631, float %v632, float %v633, float %v634, float %v635, float %v636, float %v637, float %v638, float %v639, float %v640, float %v641, float %v642, float %v643, float %v644, float %v645, float %v646, float %v647, float %v648, float %v649, float %v650, float %v651, float %v652, float %v653, float %v654, float %v655, float %v656, float %v657, float %v658, float %v659, float %v660, float %v661, float %v662, float %v663, float %v664, float %v665, float %v666, float %v667, float %v668, float %v669, float %v670)
  %v682 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 0
  %v683 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 1
  %v684 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 2
  %v685 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 3
  %v686 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 4
  %v687 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 5
  %v688 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 6
  %v689 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 7
  %v690 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 8
  %v691 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 9
  %v692 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 10
  %v693 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 11
  %v694 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 12
  %v695 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 13
  %v696 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 14
  %v697 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 15
  %v698 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 16
  %v699 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 17
  %v700 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 18
  %v701 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 19
  %v702 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 20
  %v703 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 21
  %v704 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 22
  %v705 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 23
  %v706 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 24
  %v707 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 25
  %v708 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 26
  %v709 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 27
  %v710 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 28
  %v711 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 29
  %v712 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 30
  %v713 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 31
  %v714 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 32
  %v715 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 33
  %v716 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 34
  %v717 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 35
  %v718 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 36
  %v719 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 37
  %v720 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 38
  %v721 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 39
  %v722 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 40
  %v723 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 41
  %v724 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 42
  %v725 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 43
  %v726 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 44
  %v727 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 45
  %v728 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 46
  %v729 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 47
  %v730 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 48
  %v731 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 49
  %v732 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 50
  %v733 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 51
  %v734 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 52
  %v735 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 53
  %v736 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 54
  %v737 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 55
  %v738 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 56
  %v739 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 57
  %v740 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 58
  %v741 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 59
  %v742 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 60
  %v743 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 61
  %v744 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 62
  %v745 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v681, 63
  %v746 = add i32 %v519, 96
  %v747 = and i32 %v746, 262143
  %v748 = lshr i32 %v747, 4
  %v749 = zext i32 %v748 to i64
  %v750 = or i64 %v749, 4611686293305360384
  %v751 = add i32 %v522, 96
  %v752 = and i32 %v751, 262143
  %v753 = lshr i32 %v752, 4
  %v754 = zext i32 %v753 to i64
  %v755 = or i64 %v754, 4611686293305360384
  %v756 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %v755, i64 %v750, i32 1, float %v682, float %v683, float %v684, float %v685, float %v686, float %v687, float %v688, float %v689, float %v690, float %v691, float %v692, float %v693, float %v694, float %v695, float %v696, float %v697, float %v698, float %v699, float %v700, float %v701, float %v702, float %v703, float %v704, float %v705, float %v706, float %v707, float %v708, float %v709, float %v710, float %v711, float %v712, float %v713, float %v714, float %v715, float %v716, float %v717, float %v718, float %v719, float %v720, float %v721, float %v722, float %v723, float %v724, float %v725, float %v726, float %v727, float %v728, float %v729, float %v730, float %v731, float %v732, float %v733, float %v734, float %v735, float %v736, float %v737, float %v738, float %v739, float %v740, float %v741, float %v742, float %v743, float %v744, float %v745)
  %v757 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 0
  %v758 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 1
  %v759 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 2
  %v760 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 3
  %v761 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 4
  %v762 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 5
  %v763 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 6
  %v764 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 7
  %v765 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 8
  %v766 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 9
  %v767 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 10
  %v768 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 11
  %v769 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 12
  %v770 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 13
  %v771 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 14
  %v772 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 15
  %v773 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 16
  %v774 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 17
  %v775 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 18
  %v776 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 19
  %v777 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 20
  %v778 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 21
  %v779 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 22
  %v780 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 23
  %v781 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 24
  %v782 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 25
  %v783 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 26
  %v784 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 27
  %v785 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 28
  %v786 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 29
  %v787 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 30
  %v788 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 31
  %v789 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 32
  %v790 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 33
  %v791 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 34
  %v792 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 35
  %v793 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 36
  %v794 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 37
  %v795 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 38
  %v796 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 39
  %v797 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 40
  %v798 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 41
  %v799 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 42
  %v800 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 43
  %v801 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 44
  %v802 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 45
  %v803 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 46
  %v804 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 47
  %v805 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 48
  %v806 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 49
  %v807 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 50
  %v808 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 51
  %v809 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 52
  %v810 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 53
  %v811 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 54
  %v812 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 55
  %v813 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 56
  %v814 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 57
  %v815 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 58
  %v816 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 59
  %v817 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 60
  %v818 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 61
  %v819 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 62
  %v820 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v756, 63
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"()
  %v821 = call {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(float %v757, float %v758, float %v759, float %v760, float %v761, float %v762, float %v763, float %v764, float %v765, float %v766, float %v767, float %v768, float %v769, float %v770, float %v771, float %v772, float %v773, float %v774, float %v775, float %v776, float %v777, float %v778, float %v779, float %v780, float %v781, float %v782, float %v783, float %v784, float %v785, float %v786, float %v787, float %v788, float %v789, float %v790, float %v791, float %v792, float %v793, float %v794, float %v795, float %v796, float %v797, float %v798, float %v799, float %v800, float %v801, float %v802, float %v803, float %v804, float %v805, float %v806, float %v807, float %v808, float %v809, float %v810, float %v811, float %v812, float %v813, float %v814, float %v815, float %v816, float %v817, float %v818, float %v819, float %v820)
  %v822 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 0
  %v823 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 1
  %v824 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 2
  %v825 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 3
  %v826 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 4
  %v827 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 5
  %v828 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 6
  %v829 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 7
  %v830 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 8
  %v831 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 9
  %v832 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 10
  %v833 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 11
  %v834 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 12
  %v835 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 13
  %v836 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 14
  %v837 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 15
  %v838 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 16
  %v839 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 17
  %v840 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 18
  %v841 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 19
  %v842 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 20
  %v843 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 21
  %v844 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 22
  %v845 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 23
  %v846 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 24
  %v847 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 25
  %v848 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 26
  %v849 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 27
  %v850 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 28
  %v851 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 29
  %v852 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 30
  %v853 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 31
  %v854 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 32
  %v855 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 33
  %v856 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 34
  %v857 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 35
  %v858 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 36
  %v859 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 37
  %v860 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 38
  %v861 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 39
  %v862 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 40
  %v863 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 41
  %v864 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 42
  %v865 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 43
  %v866 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 44
  %v867 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 45
  %v868 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 46
  %v869 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 47
  %v870 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 48
  %v871 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 49
  %v872 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 50
  %v873 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 51
  %v874 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 52
  %v875 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 53
  %v876 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 54
  %v877 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 55
  %v878 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 56
  %v879 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 57
  %v880 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 58
  %v881 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 59
  %v882 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 60
  %v883 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 61
  %v884 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 62
  %v885 = extractvalue {float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float} %v821, 63
  %v886 = add i64 %v89, 1
  br label %for1
endfor3:
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void @llvm.nvvm.barrier0()
  %v887 = and i32 %v2, 1
  %v888 = shl i32 %v887, 1
  %v889 = lshr i32 %v2, 1
  %v890 = and i32 %v889, 1
  %v891 = shl i32 %v890, 2
  %v892 = or i32 %v888, %v891
  %v893 = lshr i32 %v2, 2
  %v894 = and i32 %v893, 1
  %v895 = shl i32 %v894, 7
  %v896 = or i32 %v892, %v895
  %v897 = lshr i32 %v2, 3
  %v898 = and i32 %v897, 1
  %v899 = shl i32 %v898, 8
  %v900 = or i32 %v896, %v899
  %v901 = lshr i32 %v2, 4
  %v902 = and i32 %v901, 1
  %v903 = shl i32 %v902, 9
  %v904 = or i32 %v900, %v903
  %v905 = and i32 %v3, 1
  %v906 = shl i32 %v905, 11
  %v907 = or i32 %v904, %v906
  %v908 = lshr i32 %v3, 1
  %v909 = and i32 %v908, 1
  %v910 = shl i32 %v909, 12
  %v911 = or i32 %v907, %v910
  %v912 = lshr i32 %v3, 2
  %v913 = and i32 %v912, 1
  %v914 = shl i32 %v913, 13
  %v915 = or i32 %v911, %v914
  %v916 = lshr i32 %v915, 7
  %v917 = and i32 %v916, 127
  %v918 = and i32 %v915, 127
  %v919 = sext i32 %v4 to i64
  %v920 = mul i64 %v919, 128
  %v921 = zext i32 %v917 to i64
  %v922 = add i64 %v920, %v921
  %v923 = sext i32 %p13 to i64
  %v924 = zext i32 %p11 to i64
  %v925 = mul i64 %v922, %v923
  %v926 = add i64 %v920, 128
  %v927 = icmp sle i64 %v926, %v924
  %v928 = icmp sge i64 %v919, 0
  %v929 = and i1 %v927, %v928
  %v930 = sext i32 %v5 to i64
  %v931 = mul i64 %v930, 128
  %v932 = zext i32 %v918 to i64
  %v933 = add i64 %v931, %v932
  %v934 = zext i32 %p12 to i64
  %v935 = add i64 %v925, %v933
  %v936 = add i64 %v931, 128
  %v937 = icmp sle i64 %v936, %v934
  %v938 = icmp sge i64 %v930, 0
  %v939 = and i1 %v937, %v938
  %v940 = and i1 %v929, %v939
  br i1 %v940, label %st_full4, label %st_edge5
st_full4:
  %v941 = icmp ult i64 %v922, %v924
  %v942 = icmp ult i64 %v933, %v934
  %v943 = and i1 %v941, %v942
  %v944 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v935
  store float %v25, float addrspace(1)* %v944, align 4
  %v945 = icmp ult i64 %v922, %v924
  %v946 = add i64 %v935, 1
  %v947 = add i64 %v933, 1
  %v948 = icmp ult i64 %v947, %v934
  %v949 = and i1 %v945, %v948
  %v950 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v946
  store float %v26, float addrspace(1)* %v950, align 4
  %v951 = mul i64 8, %v923
  %v952 = add i64 %v935, %v951
  %v953 = add i64 %v922, 8
  %v954 = icmp ult i64 %v953, %v924
  %v955 = icmp ult i64 %v933, %v934
  %v956 = and i1 %v954, %v955
  %v957 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v952
  store float %v27, float addrspace(1)* %v957, align 4
  %v958 = mul i64 8, %v923
  %v959 = add i64 %v935, %v958
  %v960 = add i64 %v922, 8
  %v961 = icmp ult i64 %v960, %v924
  %v962 = add i64 %v959, 1
  %v963 = add i64 %v933, 1
  %v964 = icmp ult i64 %v963, %v934
  %v965 = and i1 %v961, %v964
  %v966 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v962
  store float %v28, float addrspace(1)* %v966, align 4
  %v967 = icmp ult i64 %v922, %v924
  %v968 = add i64 %v935, 8
  %v969 = add i64 %v933, 8
  %v970 = icmp ult i64 %v969, %v934
  %v971 = and i1 %v967, %v970
  %v972 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v968
  store float %v29, float addrspace(1)* %v972, align 4
  %v973 = icmp ult i64 %v922, %v924
  %v974 = add i64 %v935, 9
  %v975 = add i64 %v933, 9
  %v976 = icmp ult i64 %v975, %v934
  %v977 = and i1 %v973, %v976
  %v978 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v974
  store float %v30, float addrspace(1)* %v978, align 4
  %v979 = mul i64 8, %v923
  %v980 = add i64 %v935, %v979
  %v981 = add i64 %v922, 8
  %v982 = icmp ult i64 %v981, %v924
  %v983 = add i64 %v980, 8
  %v984 = add i64 %v933, 8
  %v985 = icmp ult i64 %v984, %v934
  %v986 = and i1 %v982, %v985
  %v987 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v983
  store float %v31, float addrspace(1)* %v987, align 4
  %v988 = mul i64 8, %v923
  %v989 = add i64 %v935, %v988
  %v990 = add i64 %v922, 8
  %v991 = icmp ult i64 %v990, %v924
  %v992 = add i64 %v989, 9
  %v993 = add i64 %v933, 9
  %v994 = icmp ult i64 %v993, %v934
  %v995 = and i1 %v991, %v994
  %v996 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v992
  store float %v32, float addrspace(1)* %v996, align 4
  %v997 = icmp ult i64 %v922, %v924
  %v998 = add i64 %v935, 16
  %v999 = add i64 %v933, 16
  %v1000 = icmp ult i64 %v999, %v934
  %v1001 = and i1 %v997, %v1000
  %v1002 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v998
  store float %v33, float addrspace(1)* %v1002, align 4
  %v1003 = icmp ult i64 %v922, %v924
  %v1004 = add i64 %v935, 17
  %v1005 = add i64 %v933, 17
  %v1006 = icmp ult i64 %v1005, %v934
  %v1007 = and i1 %v1003, %v1006
  %v1008 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1004
  store float %v34, float addrspace(1)* %v1008, align 4
  %v1009 = mul i64 8, %v923
  %v1010 = add i64 %v935, %v1009
  %v1011 = add i64 %v922, 8
  %v1012 = icmp ult i64 %v1011, %v924
  %v1013 = add i64 %v1010, 16
  %v1014 = add i64 %v933, 16
  %v1015 = icmp ult i64 %v1014, %v934
  %v1016 = and i1 %v1012, %v1015
  %v1017 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1013
  store float %v35, float addrspace(1)* %v1017, align 4
  %v1018 = mul i64 8, %v923
  %v1019 = add i64 %v935, %v1018
  %v1020 = add i64 %v922, 8
  %v1021 = icmp ult i64 %v1020, %v924
  %v1022 = add i64 %v1019, 17
  %v1023 = add i64 %v933, 17
  %v1024 = icmp ult i64 %v1023, %v934
  %v1025 = and i1 %v1021, %v1024
  %v1026 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1022
  store float %v36, float addrspace(1)* %v1026, align 4
  %v1027 = icmp ult i64 %v922, %v924
  %v1028 = add i64 %v935, 24
  %v1029 = add i64 %v933, 24
  %v1030 = icmp ult i64 %v1029, %v934
  %v1031 = and i1 %v1027, %v1030
  %v1032 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1028
  store float %v37, float addrspace(1)* %v1032, align 4
  %v1033 = icmp ult i64 %v922, %v924
  %v1034 = add i64 %v935, 25
  %v1035 = add i64 %v933, 25
  %v1036 = icmp ult i64 %v1035, %v934
  %v1037 = and i1 %v1033, %v1036
  %v1038 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1034
  store float %v38, float addrspace(1)* %v1038, align 4
  %v1039 = mul i64 8, %v923
  %v1040 = add i64 %v935, %v1039
  %v1041 = add i64 %v922, 8
  %v1042 = icmp ult i64 %v1041, %v924
  %v1043 = add i64 %v1040, 24
  %v1044 = add i64 %v933, 24
  %v1045 = icmp ult i64 %v1044, %v934
  %v1046 = and i1 %v1042, %v1045
  %v1047 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1043
  store float %v39, float addrspace(1)* %v1047, align 4
  %v1048 = mul i64 8, %v923
  %v1049 = add i64 %v935, %v1048
  %v1050 = add i64 %v922, 8
  %v1051 = icmp ult i64 %v1050, %v924
  %v1052 = add i64 %v1049, 25
  %v1053 = add i64 %v933, 25
  %v1054 = icmp ult i64 %v1053, %v934
  %v1055 = and i1 %v1051, %v1054
  %v1056 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1052
  store float %v40, float addrspace(1)* %v1056, align 4
  %v1057 = icmp ult i64 %v922, %v924
  %v1058 = add i64 %v935, 32
  %v1059 = add i64 %v933, 32
  %v1060 = icmp ult i64 %v1059, %v934
  %v1061 = and i1 %v1057, %v1060
  %v1062 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1058
  store float %v41, float addrspace(1)* %v1062, align 4
  %v1063 = icmp ult i64 %v922, %v924
  %v1064 = add i64 %v935, 33
  %v1065 = add i64 %v933, 33
  %v1066 = icmp ult i64 %v1065, %v934
  %v1067 = and i1 %v1063, %v1066
  %v1068 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1064
  store float %v42, float addrspace(1)* %v1068, align 4
  %v1069 = mul i64 8, %v923
  %v1070 = add i64 %v935, %v1069
  %v1071 = add i64 %v922, 8
  %v1072 = icmp ult i64 %v1071, %v924
  %v1073 = add i64 %v1070, 32
  %v1074 = add i64 %v933, 32
  %v1075 = icmp ult i64 %v1074, %v934
  %v1076 = and i1 %v1072, %v1075
  %v1077 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1073
  store float %v43, float addrspace(1)* %v1077, align 4
  %v1078 = mul i64 8, %v923
  %v1079 = add i64 %v935, %v1078
  %v1080 = add i64 %v922, 8
  %v1081 = icmp ult i64 %v1080, %v924
  %v1082 = add i64 %v1079, 33
  %v1083 = add i64 %v933, 33
  %v1084 = icmp ult i64 %v1083, %v934
  %v1085 = and i1 %v1081, %v1084
  %v1086 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1082
  store float %v44, float addrspace(1)* %v1086, align 4
  %v1087 = icmp ult i64 %v922, %v924
  %v1088 = add i64 %v935, 40
  %v1089 = add i64 %v933, 40
  %v1090 = icmp ult i64 %v1089, %v934
  %v1091 = and i1 %v1087, %v1090
  %v1092 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1088
  store float %v45, float addrspace(1)* %v1092, align 4
  %v1093 = icmp ult i64 %v922, %v924
  %v1094 = add i64 %v935, 41
  %v1095 = add i64 %v933, 41
  %v1096 = icmp ult i64 %v1095, %v934
  %v1097 = and i1 %v1093, %v1096
  %v1098 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1094
  store float %v46, float addrspace(1)* %v1098, align 4
  %v1099 = mul i64 8, %v923
  %v1100 = add i64 %v935, %v1099
  %v1101 = add i64 %v922, 8
  %v1102 = icmp ult i64 %v1101, %v924
  %v1103 = add i64 %v1100, 40
  %v1104 = add i64 %v933, 40
  %v1105 = icmp ult i64 %v1104, %v934
  %v1106 = and i1 %v1102, %v1105
  %v1107 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1103
  store float %v47, float addrspace(1)* %v1107, align 4
  %v1108 = mul i64 8, %v923
  %v1109 = add i64 %v935, %v1108
  %v1110 = add i64 %v922, 8
  %v1111 = icmp ult i64 %v1110, %v924
  %v1112 = add i64 %v1109, 41
  %v1113 = add i64 %v933, 41
  %v1114 = icmp ult i64 %v1113, %v934
  %v1115 = and i1 %v1111, %v1114
  %v1116 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1112
  store float %v48, float addrspace(1)* %v1116, align 4
  %v1117 = icmp ult i64 %v922, %v924
  %v1118 = add i64 %v935, 48
  %v1119 = add i64 %v933, 48
  %v1120 = icmp ult i64 %v1119, %v934
  %v1121 = and i1 %v1117, %v1120
  %v1122 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1118
  store float %v49, float addrspace(1)* %v1122, align 4
  %v1123 = icmp ult i64 %v922, %v924
  %v1124 = add i64 %v935, 49
  %v1125 = add i64 %v933, 49
  %v1126 = icmp ult i64 %v1125, %v934
  %v1127 = and i1 %v1123, %v1126
  %v1128 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1124
  store float %v50, float addrspace(1)* %v1128, align 4
  %v1129 = mul i64 8, %v923
  %v1130 = add i64 %v935, %v1129
  %v1131 = add i64 %v922, 8
  %v1132 = icmp ult i64 %v1131, %v924
  %v1133 = add i64 %v1130, 48
  %v1134 = add i64 %v933, 48
  %v1135 = icmp ult i64 %v1134, %v934
  %v1136 = and i1 %v1132, %v1135
  %v1137 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1133
  store float %v51, float addrspace(1)* %v1137, align 4
  %v1138 = mul i64 8, %v923
  %v1139 = add i64 %v935, %v1138
  %v1140 = add i64 %v922, 8
  %v1141 = icmp ult i64 %v1140, %v924
  %v1142 = add i64 %v1139, 49
  %v1143 = add i64 %v933, 49
  %v1144 = icmp ult i64 %v1143, %v934
  %v1145 = and i1 %v1141, %v1144
  %v1146 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1142
  store float %v52, float addrspace(1)* %v1146, align 4
  %v1147 = icmp ult i64 %v922, %v924
  %v1148 = add i64 %v935, 56
  %v1149 = add i64 %v933, 56
  %v1150 = icmp ult i64 %v1149, %v934
  %v1151 = and i1 %v1147, %v1150
  %v1152 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1148
  store float %v53, float addrspace(1)* %v1152, align 4
  %v1153 = icmp ult i64 %v922, %v924
  %v1154 = add i64 %v935, 57
  %v1155 = add i64 %v933, 57
  %v1156 = icmp ult i64 %v1155, %v934
  %v1157 = and i1 %v1153, %v1156
  %v1158 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1154
  store float %v54, float addrspace(1)* %v1158, align 4
  %v1159 = mul i64 8, %v923
  %v1160 = add i64 %v935, %v1159
  %v1161 = add i64 %v922, 8
  %v1162 = icmp ult i64 %v1161, %v924
  %v1163 = add i64 %v1160, 56
  %v1164 = add i64 %v933, 56
  %v1165 = icmp ult i64 %v1164, %v934
  %v1166 = and i1 %v1162, %v1165
  %v1167 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1163
  store float %v55, float addrspace(1)* %v1167, align 4
  %v1168 = mul i64 8, %v923
  %v1169 = add i64 %v935, %v1168
  %v1170 = add i64 %v922, 8
  %v1171 = icmp ult i64 %v1170, %v924
  %v1172 = add i64 %v1169, 57
  %v1173 = add i64 %v933, 57
  %v1174 = icmp ult i64 %v1173, %v934
  %v1175 = and i1 %v1171, %v1174
  %v1176 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1172
  store float %v56, float addrspace(1)* %v1176, align 4
  %v1177 = icmp ult i64 %v922, %v924
  %v1178 = add i64 %v935, 64
  %v1179 = add i64 %v933, 64
  %v1180 = icmp ult i64 %v1179, %v934
  %v1181 = and i1 %v1177, %v1180
  %v1182 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1178
  store float %v57, float addrspace(1)* %v1182, align 4
  %v1183 = icmp ult i64 %v922, %v924
  %v1184 = add i64 %v935, 65
  %v1185 = add i64 %v933, 65
  %v1186 = icmp ult i64 %v1185, %v934
  %v1187 = and i1 %v1183, %v1186
  %v1188 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1184
  store float %v58, float addrspace(1)* %v1188, align 4
  %v1189 = mul i64 8, %v923
  %v1190 = add i64 %v935, %v1189
  %v1191 = add i64 %v922, 8
  %v1192 = icmp ult i64 %v1191, %v924
  %v1193 = add i64 %v1190, 64
  %v1194 = add i64 %v933, 64
  %v1195 = icmp ult i64 %v1194, %v934
  %v1196 = and i1 %v1192, %v1195
  %v1197 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1193
  store float %v59, float addrspace(1)* %v1197, align 4
  %v1198 = mul i64 8, %v923
  %v1199 = add i64 %v935, %v1198
  %v1200 = add i64 %v922, 8
  %v1201 = icmp ult i64 %v1200, %v924
  %v1202 = add i64 %v1199, 65
  %v1203 = add i64 %v933, 65
  %v1204 = icmp ult i64 %v1203, %v934
  %v1205 = and i1 %v1201, %v1204
  %v1206 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1202
  store float %v60, float addrspace(1)* %v1206, align 4
  %v1207 = icmp ult i64 %v922, %v924
  %v1208 = add i64 %v935, 72
  %v1209 = add i64 %v933, 72
  %v1210 = icmp ult i64 %v1209, %v934
  %v1211 = and i1 %v1207, %v1210
  %v1212 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1208
  store float %v61, float addrspace(1)* %v1212, align 4
  %v1213 = icmp ult i64 %v922, %v924
  %v1214 = add i64 %v935, 73
  %v1215 = add i64 %v933, 73
  %v1216 = icmp ult i64 %v1215, %v934
  %v1217 = and i1 %v1213, %v1216
  %v1218 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1214
  store float %v62, float addrspace(1)* %v1218, align 4
  %v1219 = mul i64 8, %v923
  %v1220 = add i64 %v935, %v1219
  %v1221 = add i64 %v922, 8
  %v1222 = icmp ult i64 %v1221, %v924
  %v1223 = add i64 %v1220, 72
  %v1224 = add i64 %v933, 72
  %v1225 = icmp ult i64 %v1224, %v934
  %v1226 = and i1 %v1222, %v1225
  %v1227 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1223
  store float %v63, float addrspace(1)* %v1227, align 4
  %v1228 = mul i64 8, %v923
  %v1229 = add i64 %v935, %v1228
  %v1230 = add i64 %v922, 8
  %v1231 = icmp ult i64 %v1230, %v924
  %v1232 = add i64 %v1229, 73
  %v1233 = add i64 %v933, 73
  %v1234 = icmp ult i64 %v1233, %v934
  %v1235 = and i1 %v1231, %v1234
  %v1236 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1232
  store float %v64, float addrspace(1)* %v1236, align 4
  %v1237 = icmp ult i64 %v922, %v924
  %v1238 = add i64 %v935, 80
  %v1239 = add i64 %v933, 80
  %v1240 = icmp ult i64 %v1239, %v934
  %v1241 = and i1 %v1237, %v1240
  %v1242 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1238
  store float %v65, float addrspace(1)* %v1242, align 4
  %v1243 = icmp ult i64 %v922, %v924
  %v1244 = add i64 %v935, 81
  %v1245 = add i64 %v933, 81
  %v1246 = icmp ult i64 %v1245, %v934
  %v1247 = and i1 %v1243, %v1246
  %v1248 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1244
  store float %v66, float addrspace(1)* %v1248, align 4
  %v1249 = mul i64 8, %v923
  %v1250 = add i64 %v935, %v1249
  %v1251 = add i64 %v922, 8
  %v1252 = icmp ult i64 %v1251, %v924
  %v1253 = add i64 %v1250, 80
  %v1254 = add i64 %v933, 80
  %v1255 = icmp ult i64 %v1254, %v934
  %v1256 = and i1 %v1252, %v1255
  %v1257 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1253
  store float %v67, float addrspace(1)* %v1257, align 4
  %v1258 = mul i64 8, %v923
  %v1259 = add i64 %v935, %v1258
  %v1260 = add i64 %v922, 8
  %v1261 = icmp ult i64 %v1260, %v924
  %v1262 = add i64 %v1259, 81
  %v1263 = add i64 %v933, 81
  %v1264 = icmp ult i64 %v1263, %v934
  %v1265 = and i1 %v1261, %v1264
  %v1266 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1262
  store float %v68, float addrspace(1)* %v1266, align 4
  %v1267 = icmp ult i64 %v922, %v924
  %v1268 = add i64 %v935, 88
  %v1269 = add i64 %v933, 88
  %v1270 = icmp ult i64 %v1269, %v934
  %v1271 = and i1 %v1267, %v1270
  %v1272 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1268
  store float %v69, float addrspace(1)* %v1272, align 4
  %v1273 = icmp ult i64 %v922, %v924
  %v1274 = add i64 %v935, 89
  %v1275 = add i64 %v933, 89
  %v1276 = icmp ult i64 %v1275, %v934
  %v1277 = and i1 %v1273, %v1276
  %v1278 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1274
  store float %v70, float addrspace(1)* %v1278, align 4
  %v1279 = mul i64 8, %v923
  %v1280 = add i64 %v935, %v1279
  %v1281 = add i64 %v922, 8
  %v1282 = icmp ult i64 %v1281, %v924
  %v1283 = add i64 %v1280, 88
  %v1284 = add i64 %v933, 88
  %v1285 = icmp ult i64 %v1284, %v934
  %v1286 = and i1 %v1282, %v1285
  %v1287 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1283
  store float %v71, float addrspace(1)* %v1287, align 4
  %v1288 = mul i64 8, %v923
  %v1289 = add i64 %v935, %v1288
  %v1290 = add i64 %v922, 8
  %v1291 = icmp ult i64 %v1290, %v924
  %v1292 = add i64 %v1289, 89
  %v1293 = add i64 %v933, 89
  %v1294 = icmp ult i64 %v1293, %v934
  %v1295 = and i1 %v1291, %v1294
  %v1296 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1292
  store float %v72, float addrspace(1)* %v1296, align 4
  %v1297 = icmp ult i64 %v922, %v924
  %v1298 = add i64 %v935, 96
  %v1299 = add i64 %v933, 96
  %v1300 = icmp ult i64 %v1299, %v934
  %v1301 = and i1 %v1297, %v1300
  %v1302 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1298
  store float %v73, float addrspace(1)* %v1302, align 4
  %v1303 = icmp ult i64 %v922, %v924
  %v1304 = add i64 %v935, 97
  %v1305 = add i64 %v933, 97
  %v1306 = icmp ult i64 %v1305, %v934
  %v1307 = and i1 %v1303, %v1306
  %v1308 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1304
  store float %v74, float addrspace(1)* %v1308, align 4
  %v1309 = mul i64 8, %v923
  %v1310 = add i64 %v935, %v1309
  %v1311 = add i64 %v922, 8
  %v1312 = icmp ult i64 %v1311, %v924
  %v1313 = add i64 %v1310, 96
  %v1314 = add i64 %v933, 96
  %v1315 = icmp ult i64 %v1314, %v934
  %v1316 = and i1 %v1312, %v1315
  %v1317 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1313
  store float %v75, float addrspace(1)* %v1317, align 4
  %v1318 = mul i64 8, %v923
  %v1319 = add i64 %v935, %v1318
  %v1320 = add i64 %v922, 8
  %v1321 = icmp ult i64 %v1320, %v924
  %v1322 = add i64 %v1319, 97
  %v1323 = add i64 %v933, 97
  %v1324 = icmp ult i64 %v1323, %v934
  %v1325 = and i1 %v1321, %v1324
  %v1326 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1322
  store float %v76, float addrspace(1)* %v1326, align 4
  %v1327 = icmp ult i64 %v922, %v924
  %v1328 = add i64 %v935, 104
  %v1329 = add i64 %v933, 104
  %v1330 = icmp ult i64 %v1329, %v934
  %v1331 = and i1 %v1327, %v1330
  %v1332 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1328
  store float %v77, float addrspace(1)* %v1332, align 4
  %v1333 = icmp ult i64 %v922, %v924
  %v1334 = add i64 %v935, 105
  %v1335 = add i64 %v933, 105
  %v1336 = icmp ult i64 %v1335, %v934
  %v1337 = and i1 %v1333, %v1336
  %v1338 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1334
  store float %v78, float addrspace(1)* %v1338, align 4
  %v1339 = mul i64 8, %v923
  %v1340 = add i64 %v935, %v1339
  %v1341 = add i64 %v922, 8
  %v1342 = icmp ult i64 %v1341, %v924
  %v1343 = add i64 %v1340, 104
  %v1344 = add i64 %v933, 104
  %v1345 = icmp ult i64 %v1344, %v934
  %v1346 = and i1 %v1342, %v1345
  %v1347 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1343
  store float %v79, float addrspace(1)* %v1347, align 4
  %v1348 = mul i64 8, %v923
  %v1349 = add i64 %v935, %v1348
  %v1350 = add i64 %v922, 8
  %v1351 = icmp ult i64 %v1350, %v924
  %v1352 = add i64 %v1349, 105
  %v1353 = add i64 %v933, 105
  %v1354 = icmp ult i64 %v1353, %v934
  %v1355 = and i1 %v1351, %v1354
  %v1356 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1352
  store float %v80, float addrspace(1)* %v1356, align 4
  %v1357 = icmp ult i64 %v922, %v924
  %v1358 = add i64 %v935, 112
  %v1359 = add i64 %v933, 112
  %v1360 = icmp ult i64 %v1359, %v934
  %v1361 = and i1 %v1357, %v1360
  %v1362 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1358
  store float %v81, float addrspace(1)* %v1362, align 4
  %v1363 = icmp ult i64 %v922, %v924
  %v1364 = add i64 %v935, 113
  %v1365 = add i64 %v933, 113
  %v1366 = icmp ult i64 %v1365, %v934
  %v1367 = and i1 %v1363, %v1366
  %v1368 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1364
  store float %v82, float addrspace(1)* %v1368, align 4
  %v1369 = mul i64 8, %v923
  %v1370 = add i64 %v935, %v1369
  %v1371 = add i64 %v922, 8
  %v1372 = icmp ult i64 %v1371, %v924
  %v1373 = add i64 %v1370, 112
  %v1374 = add i64 %v933, 112
  %v1375 = icmp ult i64 %v1374, %v934
  %v1376 = and i1 %v1372, %v1375
  %v1377 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1373
  store float %v83, float addrspace(1)* %v1377, align 4
  %v1378 = mul i64 8, %v923
  %v1379 = add i64 %v935, %v1378
  %v1380 = add i64 %v922, 8
  %v1381 = icmp ult i64 %v1380, %v924
  %v1382 = add i64 %v1379, 113
  %v1383 = add i64 %v933, 113
  %v1384 = icmp ult i64 %v1383, %v934
  %v1385 = and i1 %v1381, %v1384
  %v1386 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1382
  store float %v84, float addrspace(1)* %v1386, align 4
  %v1387 = icmp ult i64 %v922, %v924
  %v1388 = add i64 %v935, 120
  %v1389 = add i64 %v933, 120
  %v1390 = icmp ult i64 %v1389, %v934
  %v1391 = and i1 %v1387, %v1390
  %v1392 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1388
  store float %v85, float addrspace(1)* %v1392, align 4
  %v1393 = icmp ult i64 %v922, %v924
  %v1394 = add i64 %v935, 121
  %v1395 = add i64 %v933, 121
  %v1396 = icmp ult i64 %v1395, %v934
  %v1397 = and i1 %v1393, %v1396
  %v1398 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1394
  store float %v86, float addrspace(1)* %v1398, align 4
  %v1399 = mul i64 8, %v923
  %v1400 = add i64 %v935, %v1399
  %v1401 = add i64 %v922, 8
  %v1402 = icmp ult i64 %v1401, %v924
  %v1403 = add i64 %v1400, 120
  %v1404 = add i64 %v933, 120
  %v1405 = icmp ult i64 %v1404, %v934
  %v1406 = and i1 %v1402, %v1405
  %v1407 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1403
  store float %v87, float addrspace(1)* %v1407, align 4
  %v1408 = mul i64 8, %v923
  %v1409 = add i64 %v935, %v1408
  %v1410 = add i64 %v922, 8
  %v1411 = icmp ult i64 %v1410, %v924
  %v1412 = add i64 %v1409, 121
  %v1413 = add i64 %v933, 121
  %v1414 = icmp ult i64 %v1413, %v934
  %v1415 = and i1 %v1411, %v1414
  %v1416 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1412
  store float %v88, float addrspace(1)* %v1416, align 4
  br label %st_done6
st_edge5:
  %v1417 = icmp ult i64 %v922, %v924
  %v1418 = icmp ult i64 %v933, %v934
  %v1419 = and i1 %v1417, %v1418
  %v1420 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v935
  br i1 %v1419, label %st7, label %join8
st_done6:
  ret void
st7:
  store float %v25, float addrspace(1)* %v1420, align 4
  br label %join8
join8:
  %v1421 = icmp ult i64 %v922, %v924
  %v1422 = add i64 %v935, 1
  %v1423 = add i64 %v933, 1
  %v1424 = icmp ult i64 %v1423, %v934
  %v1425 = and i1 %v1421, %v1424
  %v1426 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1422
  br i1 %v1425, label %st9, label %join10
st9:
  store float %v26, float addrspace(1)* %v1426, align 4
  br label %join10
join10:
  %v1427 = mul i64 8, %v923
  %v1428 = add i64 %v935, %v1427
  %v1429 = add i64 %v922, 8
  %v1430 = icmp ult i64 %v1429, %v924
  %v1431 = icmp ult i64 %v933, %v934
  %v1432 = and i1 %v1430, %v1431
  %v1433 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1428
  br i1 %v1432, label %st11, label %join12
st11:
  store float %v27, float addrspace(1)* %v1433, align 4
  br label %join12
join12:
  %v1434 = mul i64 8, %v923
  %v1435 = add i64 %v935, %v1434
  %v1436 = add i64 %v922, 8
  %v1437 = icmp ult i64 %v1436, %v924
  %v1438 = add i64 %v1435, 1
  %v1439 = add i64 %v933, 1
  %v1440 = icmp ult i64 %v1439, %v934
  %v1441 = and i1 %v1437, %v1440
  %v1442 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1438
  br i1 %v1441, label %st13, label %join14
st13:
  store float %v28, float addrspace(1)* %v1442, align 4
  br label %join14
join14:
  %v1443 = icmp ult i64 %v922, %v924
  %v1444 = add i64 %v935, 8
  %v1445 = add i64 %v933, 8
  %v1446 = icmp ult i64 %v1445, %v934
  %v1447 = and i1 %v1443, %v1446
  %v1448 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1444
  br i1 %v1447, label %st15, label %join16
st15:
  store float %v29, float addrspace(1)* %v1448, align 4
  br label %join16
join16:
  %v1449 = icmp ult i64 %v922, %v924
  %v1450 = add i64 %v935, 9
  %v1451 = add i64 %v933, 9
  %v1452 = icmp ult i64 %v1451, %v934
  %v1453 = and i1 %v1449, %v1452
  %v1454 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1450
  br i1 %v1453, label %st17, label %join18
st17:
  store float %v30, float addrspace(1)* %v1454, align 4
  br label %join18
join18:
  %v1455 = mul i64 8, %v923
  %v1456 = add i64 %v935, %v1455
  %v1457 = add i64 %v922, 8
  %v1458 = icmp ult i64 %v1457, %v924
  %v1459 = add i64 %v1456, 8
  %v1460 = add i64 %v933, 8
  %v1461 = icmp ult i64 %v1460, %v934
  %v1462 = and i1 %v1458, %v1461
  %v1463 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1459
  br i1 %v1462, label %st19, label %join20
st19:
  store float %v31, float addrspace(1)* %v1463, align 4
  br label %join20
join20:
  %v1464 = mul i64 8, %v923
  %v1465 = add i64 %v935, %v1464
  %v1466 = add i64 %v922, 8
  %v1467 = icmp ult i64 %v1466, %v924
  %v1468 = add i64 %v1465, 9
  %v1469 = add i64 %v933, 9
  %v1470 = icmp ult i64 %v1469, %v934
  %v1471 = and i1 %v1467, %v1470
  %v1472 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1468
  br i1 %v1471, label %st21, label %join22
st21:
  store float %v32, float addrspace(1)* %v1472, align 4
  br label %join22
join22:
  %v1473 = icmp ult i64 %v922, %v924
  %v1474 = add i64 %v935, 16
  %v1475 = add i64 %v933, 16
  %v1476 = icmp ult i64 %v1475, %v934
  %v1477 = and i1 %v1473, %v1476
  %v1478 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1474
  br i1 %v1477, label %st23, label %join24
st23:
  store float %v33, float addrspace(1)* %v1478, align 4
  br label %join24
join24:
  %v1479 = icmp ult i64 %v922, %v924
  %v1480 = add i64 %v935, 17
  %v1481 = add i64 %v933, 17
  %v1482 = icmp ult i64 %v1481, %v934
  %v1483 = and i1 %v1479, %v1482
  %v1484 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1480
  br i1 %v1483, label %st25, label %join26
st25:
  store float %v34, float addrspace(1)* %v1484, align 4
  br label %join26
join26:
  %v1485 = mul i64 8, %v923
  %v1486 = add i64 %v935, %v1485
  %v1487 = add i64 %v922, 8
  %v1488 = icmp ult i64 %v1487, %v924
  %v1489 = add i64 %v1486, 16
  %v1490 = add i64 %v933, 16
  %v1491 = icmp ult i64 %v1490, %v934
  %v1492 = and i1 %v1488, %v1491
  %v1493 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1489
  br i1 %v1492, label %st27, label %join28
st27:
  store float %v35, float addrspace(1)* %v1493, align 4
  br label %join28
join28:
  %v1494 = mul i64 8, %v923
  %v1495 = add i64 %v935, %v1494
  %v1496 = add i64 %v922, 8
  %v1497 = icmp ult i64 %v1496, %v924
  %v1498 = add i64 %v1495, 17
  %v1499 = add i64 %v933, 17
  %v1500 = icmp ult i64 %v1499, %v934
  %v1501 = and i1 %v1497, %v1500
  %v1502 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1498
  br i1 %v1501, label %st29, label %join30
st29:
  store float %v36, float addrspace(1)* %v1502, align 4
  br label %join30
join30:
  %v1503 = icmp ult i64 %v922, %v924
  %v1504 = add i64 %v935, 24
  %v1505 = add i64 %v933, 24
  %v1506 = icmp ult i64 %v1505, %v934
  %v1507 = and i1 %v1503, %v1506
  %v1508 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1504
  br i1 %v1507, label %st31, label %join32
st31:
  store float %v37, float addrspace(1)* %v1508, align 4
  br label %join32
join32:
  %v1509 = icmp ult i64 %v922, %v924
  %v1510 = add i64 %v935, 25
  %v1511 = add i64 %v933, 25
  %v1512 = icmp ult i64 %v1511, %v934
  %v1513 = and i1 %v1509, %v1512
  %v1514 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1510
  br i1 %v1513, label %st33, label %join34
st33:
  store float %v38, float addrspace(1)* %v1514, align 4
  br label %join34
join34:
  %v1515 = mul i64 8, %v923
  %v1516 = add i64 %v935, %v1515
  %v1517 = add i64 %v922, 8
  %v1518 = icmp ult i64 %v1517, %v924
  %v1519 = add i64 %v1516, 24
  %v1520 = add i64 %v933, 24
  %v1521 = icmp ult i64 %v1520, %v934
  %v1522 = and i1 %v1518, %v1521
  %v1523 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1519
  br i1 %v1522, label %st35, label %join36
st35:
  store float %v39, float addrspace(1)* %v1523, align 4
  br label %join36
join36:
  %v1524 = mul i64 8, %v923
  %v1525 = add i64 %v935, %v1524
  %v1526 = add i64 %v922, 8
  %v1527 = icmp ult i64 %v1526, %v924
  %v1528 = add i64 %v1525, 25
  %v1529 = add i64 %v933, 25
  %v1530 = icmp ult i64 %v1529, %v934
  %v1531 = and i1 %v1527, %v1530
  %v1532 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1528
  br i1 %v1531, label %st37, label %join38
st37:
  store float %v40, float addrspace(1)* %v1532, align 4
  br label %join38
join38:
  %v1533 = icmp ult i64 %v922, %v924
  %v1534 = add i64 %v935, 32
  %v1535 = add i64 %v933, 32
  %v1536 = icmp ult i64 %v1535, %v934
  %v1537 = and i1 %v1533, %v1536
  %v1538 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1534
  br i1 %v1537, label %st39, label %join40
st39:
  store float %v41, float addrspace(1)* %v1538, align 4
  br label %join40
join40:
  %v1539 = icmp ult i64 %v922, %v924
  %v1540 = add i64 %v935, 33
  %v1541 = add i64 %v933, 33
  %v1542 = icmp ult i64 %v1541, %v934
  %v1543 = and i1 %v1539, %v1542
  %v1544 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1540
  br i1 %v1543, label %st41, label %join42
st41:
  store float %v42, float addrspace(1)* %v1544, align 4
  br label %join42
join42:
  %v1545 = mul i64 8, %v923
  %v1546 = add i64 %v935, %v1545
  %v1547 = add i64 %v922, 8
  %v1548 = icmp ult i64 %v1547, %v924
  %v1549 = add i64 %v1546, 32
  %v1550 = add i64 %v933, 32
  %v1551 = icmp ult i64 %v1550, %v934
  %v1552 = and i1 %v1548, %v1551
  %v1553 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1549
  br i1 %v1552, label %st43, label %join44
st43:
  store float %v43, float addrspace(1)* %v1553, align 4
  br label %join44
join44:
  %v1554 = mul i64 8, %v923
  %v1555 = add i64 %v935, %v1554
  %v1556 = add i64 %v922, 8
  %v1557 = icmp ult i64 %v1556, %v924
  %v1558 = add i64 %v1555, 33
  %v1559 = add i64 %v933, 33
  %v1560 = icmp ult i64 %v1559, %v934
  %v1561 = and i1 %v1557, %v1560
  %v1562 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1558
  br i1 %v1561, label %st45, label %join46
st45:
  store float %v44, float addrspace(1)* %v1562, align 4
  br label %join46
join46:
  %v1563 = icmp ult i64 %v922, %v924
  %v1564 = add i64 %v935, 40
  %v1565 = add i64 %v933, 40
  %v1566 = icmp ult i64 %v1565, %v934
  %v1567 = and i1 %v1563, %v1566
  %v1568 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1564
  br i1 %v1567, label %st47, label %join48
st47:
  store float %v45, float addrspace(1)* %v1568, align 4
  br label %join48
join48:
  %v1569 = icmp ult i64 %v922, %v924
  %v1570 = add i64 %v935, 41
  %v1571 = add i64 %v933, 41
  %v1572 = icmp ult i64 %v1571, %v934
  %v1573 = and i1 %v1569, %v1572
  %v1574 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1570
  br i1 %v1573, label %st49, label %join50
st49:
  store float %v46, float addrspace(1)* %v1574, align 4
  br label %join50
join50:
  %v1575 = mul i64 8, %v923
  %v1576 = add i64 %v935, %v1575
  %v1577 = add i64 %v922, 8
  %v1578 = icmp ult i64 %v1577, %v924
  %v1579 = add i64 %v1576, 40
  %v1580 = add i64 %v933, 40
  %v1581 = icmp ult i64 %v1580, %v934
  %v1582 = and i1 %v1578, %v1581
  %v1583 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1579
  br i1 %v1582, label %st51, label %join52
st51:
  store float %v47, float addrspace(1)* %v1583, align 4
  br label %join52
join52:
  %v1584 = mul i64 8, %v923
  %v1585 = add i64 %v935, %v1584
  %v1586 = add i64 %v922, 8
  %v1587 = icmp ult i64 %v1586, %v924
  %v1588 = add i64 %v1585, 41
  %v1589 = add i64 %v933, 41
  %v1590 = icmp ult i64 %v1589, %v934
  %v1591 = and i1 %v1587, %v1590
  %v1592 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1588
  br i1 %v1591, label %st53, label %join54
st53:
  store float %v48, float addrspace(1)* %v1592, align 4
  br label %join54
join54:
  %v1593 = icmp ult i64 %v922, %v924
  %v1594 = add i64 %v935, 48
  %v1595 = add i64 %v933, 48
  %v1596 = icmp ult i64 %v1595, %v934
  %v1597 = and i1 %v1593, %v1596
  %v1598 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1594
  br i1 %v1597, label %st55, label %join56
st55:
  store float %v49, float addrspace(1)* %v1598, align 4
  br label %join56
join56:
  %v1599 = icmp ult i64 %v922, %v924
  %v1600 = add i64 %v935, 49
  %v1601 = add i64 %v933, 49
  %v1602 = icmp ult i64 %v1601, %v934
  %v1603 = and i1 %v1599, %v1602
  %v1604 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1600
  br i1 %v1603, label %st57, label %join58
st57:
  store float %v50, float addrspace(1)* %v1604, align 4
  br label %join58
join58:
  %v1605 = mul i64 8, %v923
  %v1606 = add i64 %v935, %v1605
  %v1607 = add i64 %v922, 8
  %v1608 = icmp ult i64 %v1607, %v924
  %v1609 = add i64 %v1606, 48
  %v1610 = add i64 %v933, 48
  %v1611 = icmp ult i64 %v1610, %v934
  %v1612 = and i1 %v1608, %v1611
  %v1613 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1609
  br i1 %v1612, label %st59, label %join60
st59:
  store float %v51, float addrspace(1)* %v1613, align 4
  br label %join60
join60:
  %v1614 = mul i64 8, %v923
  %v1615 = add i64 %v935, %v1614
  %v1616 = add i64 %v922, 8
  %v1617 = icmp ult i64 %v1616, %v924
  %v1618 = add i64 %v1615, 49
  %v1619 = add i64 %v933, 49
  %v1620 = icmp ult i64 %v1619, %v934
  %v1621 = and i1 %v1617, %v1620
  %v1622 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1618
  br i1 %v1621, label %st61, label %join62
st61:
  store float %v52, float addrspace(1)* %v1622, align 4
  br label %join62
join62:
  %v1623 = icmp ult i64 %v922, %v924
  %v1624 = add i64 %v935, 56
  %v1625 = add i64 %v933, 56
  %v1626 = icmp ult i64 %v1625, %v934
  %v1627 = and i1 %v1623, %v1626
  %v1628 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1624
  br i1 %v1627, label %st63, label %join64
st63:
  store float %v53, float addrspace(1)* %v1628, align 4
  br label %join64
join64:
  %v1629 = icmp ult i64 %v922, %v924
  %v1630 = add i64 %v935, 57
  %v1631 = add i64 %v933, 57
  %v1632 = icmp ult i64 %v1631, %v934
  %v1633 = and i1 %v1629, %v1632
  %v1634 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1630
  br i1 %v1633, label %st65, label %join66
st65:
  store float %v54, float addrspace(1)* %v1634, align 4
  br label %join66
join66:
  %v1635 = mul i64 8, %v923
  %v1636 = add i64 %v935, %v1635
  %v1637 = add i64 %v922, 8
  %v1638 = icmp ult i64 %v1637, %v924
  %v1639 = add i64 %v1636, 56
  %v1640 = add i64 %v933, 56
  %v1641 = icmp ult i64 %v1640, %v934
  %v1642 = and i1 %v1638, %v1641
  %v1643 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1639
  br i1 %v1642, label %st67, label %join68
st67:
  store float %v55, float addrspace(1)* %v1643, align 4
  br label %join68
join68:
  %v1644 = mul i64 8, %v923
  %v1645 = add i64 %v935, %v1644
  %v1646 = add i64 %v922, 8
  %v1647 = icmp ult i64 %v1646, %v924
  %v1648 = add i64 %v1645, 57
  %v1649 = add i64 %v933, 57
  %v1650 = icmp ult i64 %v1649, %v934
  %v1651 = and i1 %v1647, %v1650
  %v1652 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1648
  br i1 %v1651, label %st69, label %join70
st69:
  store float %v56, float addrspace(1)* %v1652, align 4
  br label %join70
join70:
  %v1653 = icmp ult i64 %v922, %v924
  %v1654 = add i64 %v935, 64
  %v1655 = add i64 %v933, 64
  %v1656 = icmp ult i64 %v1655, %v934
  %v1657 = and i1 %v1653, %v1656
  %v1658 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1654
  br i1 %v1657, label %st71, label %join72
st71:
  store float %v57, float addrspace(1)* %v1658, align 4
  br label %join72
join72:
  %v1659 = icmp ult i64 %v922, %v924
  %v1660 = add i64 %v935, 65
  %v1661 = add i64 %v933, 65
  %v1662 = icmp ult i64 %v1661, %v934
  %v1663 = and i1 %v1659, %v1662
  %v1664 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1660
  br i1 %v1663, label %st73, label %join74
st73:
  store float %v58, float addrspace(1)* %v1664, align 4
  br label %join74
join74:
  %v1665 = mul i64 8, %v923
  %v1666 = add i64 %v935, %v1665
  %v1667 = add i64 %v922, 8
  %v1668 = icmp ult i64 %v1667, %v924
  %v1669 = add i64 %v1666, 64
  %v1670 = add i64 %v933, 64
  %v1671 = icmp ult i64 %v1670, %v934
  %v1672 = and i1 %v1668, %v1671
  %v1673 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1669
  br i1 %v1672, label %st75, label %join76
st75:
  store float %v59, float addrspace(1)* %v1673, align 4
  br label %join76
join76:
  %v1674 = mul i64 8, %v923
  %v1675 = add i64 %v935, %v1674
  %v1676 = add i64 %v922, 8
  %v1677 = icmp ult i64 %v1676, %v924
  %v1678 = add i64 %v1675, 65
  %v1679 = add i64 %v933, 65
  %v1680 = icmp ult i64 %v1679, %v934
  %v1681 = and i1 %v1677, %v1680
  %v1682 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1678
  br i1 %v1681, label %st77, label %join78
st77:
  store float %v60, float addrspace(1)* %v1682, align 4
  br label %join78
join78:
  %v1683 = icmp ult i64 %v922, %v924
  %v1684 = add i64 %v935, 72
  %v1685 = add i64 %v933, 72
  %v1686 = icmp ult i64 %v1685, %v934
  %v1687 = and i1 %v1683, %v1686
  %v1688 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1684
  br i1 %v1687, label %st79, label %join80
st79:
  store float %v61, float addrspace(1)* %v1688, align 4
  br label %join80
join80:
  %v1689 = icmp ult i64 %v922, %v924
  %v1690 = add i64 %v935, 73
  %v1691 = add i64 %v933, 73
  %v1692 = icmp ult i64 %v1691, %v934
  %v1693 = and i1 %v1689, %v1692
  %v1694 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1690
  br i1 %v1693, label %st81, label %join82
st81:
  store float %v62, float addrspace(1)* %v1694, align 4
  br label %join82
join82:
  %v1695 = mul i64 8, %v923
  %v1696 = add i64 %v935, %v1695
  %v1697 = add i64 %v922, 8
  %v1698 = icmp ult i64 %v1697, %v924
  %v1699 = add i64 %v1696, 72
  %v1700 = add i64 %v933, 72
  %v1701 = icmp ult i64 %v1700, %v934
  %v1702 = and i1 %v1698, %v1701
  %v1703 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1699
  br i1 %v1702, label %st83, label %join84
st83:
  store float %v63, float addrspace(1)* %v1703, align 4
  br label %join84
join84:
  %v1704 = mul i64 8, %v923
  %v1705 = add i64 %v935, %v1704
  %v1706 = add i64 %v922, 8
  %v1707 = icmp ult i64 %v1706, %v924
  %v1708 = add i64 %v1705, 73
  %v1709 = add i64 %v933, 73
  %v1710 = icmp ult i64 %v1709, %v934
  %v1711 = and i1 %v1707, %v1710
  %v1712 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1708
  br i1 %v1711, label %st85, label %join86
st85:
  store float %v64, float addrspace(1)* %v1712, align 4
  br label %join86
join86:
  %v1713 = icmp ult i64 %v922, %v924
  %v1714 = add i64 %v935, 80
  %v1715 = add i64 %v933, 80
  %v1716 = icmp ult i64 %v1715, %v934
  %v1717 = and i1 %v1713, %v1716
  %v1718 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1714
  br i1 %v1717, label %st87, label %join88
st87:
  store float %v65, float addrspace(1)* %v1718, align 4
  br label %join88
join88:
  %v1719 = icmp ult i64 %v922, %v924
  %v1720 = add i64 %v935, 81
  %v1721 = add i64 %v933, 81
  %v1722 = icmp ult i64 %v1721, %v934
  %v1723 = and i1 %v1719, %v1722
  %v1724 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1720
  br i1 %v1723, label %st89, label %join90
st89:
  store float %v66, float addrspace(1)* %v1724, align 4
  br label %join90
join90:
  %v1725 = mul i64 8, %v923
  %v1726 = add i64 %v935, %v1725
  %v1727 = add i64 %v922, 8
  %v1728 = icmp ult i64 %v1727, %v924
  %v1729 = add i64 %v1726, 80
  %v1730 = add i64 %v933, 80
  %v1731 = icmp ult i64 %v1730, %v934
  %v1732 = and i1 %v1728, %v1731
  %v1733 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1729
  br i1 %v1732, label %st91, label %join92
st91:
  store float %v67, float addrspace(1)* %v1733, align 4
  br label %join92
join92:
  %v1734 = mul i64 8, %v923
  %v1735 = add i64 %v935, %v1734
  %v1736 = add i64 %v922, 8
  %v1737 = icmp ult i64 %v1736, %v924
  %v1738 = add i64 %v1735, 81
  %v1739 = add i64 %v933, 81
  %v1740 = icmp ult i64 %v1739, %v934
  %v1741 = and i1 %v1737, %v1740
  %v1742 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1738
  br i1 %v1741, label %st93, label %join94
st93:
  store float %v68, float addrspace(1)* %v1742, align 4
  br label %join94
join94:
  %v1743 = icmp ult i64 %v922, %v924
  %v1744 = add i64 %v935, 88
  %v1745 = add i64 %v933, 88
  %v1746 = icmp ult i64 %v1745, %v934
  %v1747 = and i1 %v1743, %v1746
  %v1748 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1744
  br i1 %v1747, label %st95, label %join96
st95:
  store float %v69, float addrspace(1)* %v1748, align 4
  br label %join96
join96:
  %v1749 = icmp ult i64 %v922, %v924
  %v1750 = add i64 %v935, 89
  %v1751 = add i64 %v933, 89
  %v1752 = icmp ult i64 %v1751, %v934
  %v1753 = and i1 %v1749, %v1752
  %v1754 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1750
  br i1 %v1753, label %st97, label %join98
st97:
  store float %v70, float addrspace(1)* %v1754, align 4
  br label %join98
join98:
  %v1755 = mul i64 8, %v923
  %v1756 = add i64 %v935, %v1755
  %v1757 = add i64 %v922, 8
  %v1758 = icmp ult i64 %v1757, %v924
  %v1759 = add i64 %v1756, 88
  %v1760 = add i64 %v933, 88
  %v1761 = icmp ult i64 %v1760, %v934
  %v1762 = and i1 %v1758, %v1761
  %v1763 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1759
  br i1 %v1762, label %st99, label %join100
st99:
  store float %v71, float addrspace(1)* %v1763, align 4
  br label %join100
join100:
  %v1764 = mul i64 8, %v923
  %v1765 = add i64 %v935, %v1764
  %v1766 = add i64 %v922, 8
  %v1767 = icmp ult i64 %v1766, %v924
  %v1768 = add i64 %v1765, 89
  %v1769 = add i64 %v933, 89
  %v1770 = icmp ult i64 %v1769, %v934
  %v1771 = and i1 %v1767, %v1770
  %v1772 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1768
  br i1 %v1771, label %st101, label %join102
st101:
  store float %v72, float addrspace(1)* %v1772, align 4
  br label %join102
join102:
  %v1773 = icmp ult i64 %v922, %v924
  %v1774 = add i64 %v935, 96
  %v1775 = add i64 %v933, 96
  %v1776 = icmp ult i64 %v1775, %v934
  %v1777 = and i1 %v1773, %v1776
  %v1778 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1774
  br i1 %v1777, label %st103, label %join104
st103:
  store float %v73, float addrspace(1)* %v1778, align 4
  br label %join104
join104:
  %v1779 = icmp ult i64 %v922, %v924
  %v1780 = add i64 %v935, 97
  %v1781 = add i64 %v933, 97
  %v1782 = icmp ult i64 %v1781, %v934
  %v1783 = and i1 %v1779, %v1782
  %v1784 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1780
  br i1 %v1783, label %st105, label %join106
st105:
  store float %v74, float addrspace(1)* %v1784, align 4
  br label %join106
join106:
  %v1785 = mul i64 8, %v923
  %v1786 = add i64 %v935, %v1785
  %v1787 = add i64 %v922, 8
  %v1788 = icmp ult i64 %v1787, %v924
  %v1789 = add i64 %v1786, 96
  %v1790 = add i64 %v933, 96
  %v1791 = icmp ult i64 %v1790, %v934
  %v1792 = and i1 %v1788, %v1791
  %v1793 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1789
  br i1 %v1792, label %st107, label %join108
st107:
  store float %v75, float addrspace(1)* %v1793, align 4
  br label %join108
join108:
  %v1794 = mul i64 8, %v923
  %v1795 = add i64 %v935, %v1794
  %v1796 = add i64 %v922, 8
  %v1797 = icmp ult i64 %v1796, %v924
  %v1798 = add i64 %v1795, 97
  %v1799 = add i64 %v933, 97
  %v1800 = icmp ult i64 %v1799, %v934
  %v1801 = and i1 %v1797, %v1800
  %v1802 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1798
  br i1 %v1801, label %st109, label %join110
st109:
  store float %v76, float addrspace(1)* %v1802, align 4
  br label %join110
join110:
  %v1803 = icmp ult i64 %v922, %v924
  %v1804 = add i64 %v935, 104
  %v1805 = add i64 %v933, 104
  %v1806 = icmp ult i64 %v1805, %v934
  %v1807 = and i1 %v1803, %v1806
  %v1808 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1804
  br i1 %v1807, label %st111, label %join112
st111:
  store float %v77, float addrspace(1)* %v1808, align 4
  br label %join112
join112:
  %v1809 = icmp ult i64 %v922, %v924
  %v1810 = add i64 %v935, 105
  %v1811 = add i64 %v933, 105
  %v1812 = icmp ult i64 %v1811, %v934
  %v1813 = and i1 %v1809, %v1812
  %v1814 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1810
  br i1 %v1813, label %st113, label %join114
st113:
  store float %v78, float addrspace(1)* %v1814, align 4
  br label %join114
join114:
  %v1815 = mul i64 8, %v923
  %v1816 = add i64 %v935, %v1815
  %v1817 = add i64 %v922, 8
  %v1818 = icmp ult i64 %v1817, %v924
  %v1819 = add i64 %v1816, 104
  %v1820 = add i64 %v933, 104
  %v1821 = icmp ult i64 %v1820, %v934
  %v1822 = and i1 %v1818, %v1821
  %v1823 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1819
  br i1 %v1822, label %st115, label %join116
st115:
  store float %v79, float addrspace(1)* %v1823, align 4
  br label %join116
join116:
  %v1824 = mul i64 8, %v923
  %v1825 = add i64 %v935, %v1824
  %v1826 = add i64 %v922, 8
  %v1827 = icmp ult i64 %v1826, %v924
  %v1828 = add i64 %v1825, 105
  %v1829 = add i64 %v933, 105
  %v1830 = icmp ult i64 %v1829, %v934
  %v1831 = and i1 %v1827, %v1830
  %v1832 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1828
  br i1 %v1831, label %st117, label %join118
st117:
  store float %v80, float addrspace(1)* %v1832, align 4
  br label %join118
join118:
  %v1833 = icmp ult i64 %v922, %v924
  %v1834 = add i64 %v935, 112
  %v1835 = add i64 %v933, 112
  %v1836 = icmp ult i64 %v1835, %v934
  %v1837 = and i1 %v1833, %v1836
  %v1838 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1834
  br i1 %v1837, label %st119, label %join120
st119:
  store float %v81, float addrspace(1)* %v1838, align 4
  br label %join120
join120:
  %v1839 = icmp ult i64 %v922, %v924
  %v1840 = add i64 %v935, 113
  %v1841 = add i64 %v933, 113
  %v1842 = icmp ult i64 %v1841, %v934
  %v1843 = and i1 %v1839, %v1842
  %v1844 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1840
  br i1 %v1843, label %st121, label %join122
st121:
  store float %v82, float addrspace(1)* %v1844, align 4
  br label %join122
join122:
  %v1845 = mul i64 8, %v923
  %v1846 = add i64 %v935, %v1845
  %v1847 = add i64 %v922, 8
  %v1848 = icmp ult i64 %v1847, %v924
  %v1849 = add i64 %v1846, 112
  %v1850 = add i64 %v933, 112
  %v1851 = icmp ult i64 %v1850, %v934
  %v1852 = and i1 %v1848, %v1851
  %v1853 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1849
  br i1 %v1852, label %st123, label %join124
st123:
  store float %v83, float addrspace(1)* %v1853, align 4
  br label %join124
join124:
  %v1854 = mul i64 8, %v923
  %v1855 = add i64 %v935, %v1854
  %v1856 = add i64 %v922, 8
  %v1857 = icmp ult i64 %v1856, %v924
  %v1858 = add i64 %v1855, 113
  %v1859 = add i64 %v933, 113
  %v1860 = icmp ult i64 %v1859, %v934
  %v1861 = and i1 %v1857, %v1860
  %v1862 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1858
  br i1 %v1861, label %st125, label %join126
st125:
  store float %v84, float addrspace(1)* %v1862, align 4
  br label %join126
join126:
  %v1863 = icmp ult i64 %v922, %v924
  %v1864 = add i64 %v935, 120
  %v1865 = add i64 %v933, 120
  %v1866 = icmp ult i64 %v1865, %v934
  %v1867 = and i1 %v1863, %v1866
  %v1868 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1864
  br i1 %v1867, label %st127, label %join128
st127:
  store float %v85, float addrspace(1)* %v1868, align 4
  br label %join128
join128:
  %v1869 = icmp ult i64 %v922, %v924
  %v1870 = add i64 %v935, 121
  %v1871 = add i64 %v933, 121
  %v1872 = icmp ult i64 %v1871, %v934
  %v1873 = and i1 %v1869, %v1872
  %v1874 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1870
  br i1 %v1873, label %st129, label %join130
st129:
  store float %v86, float addrspace(1)* %v1874, align 4
  br label %join130
join130:
  %v1875 = mul i64 8, %v923
  %v1876 = add i64 %v935, %v1875
  %v1877 = add i64 %v922, 8
  %v1878 = icmp ult i64 %v1877, %v924
  %v1879 = add i64 %v1876, 120
  %v1880 = add i64 %v933, 120
  %v1881 = icmp ult i64 %v1880, %v934
  %v1882 = and i1 %v1878, %v1881
  %v1883 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1879
  br i1 %v1882, label %st131, label %join132
st131:
  store float %v87, float addrspace(1)* %v1883, align 4
  br label %join132
join132:
  %v1884 = mul i64 8, %v923
  %v1885 = add i64 %v935, %v1884
  %v1886 = add i64 %v922, 8
  %v1887 = icmp ult i64 %v1886, %v924
  %v1888 = add i64 %v1885, 121
  %v1889 = add i64 %v933, 121
  %v1890 = icmp ult i64 %v1889, %v934
  %v1891 = and i1 %v1887, %v1890
  %v1892 = getelementptr inbounds float, float addrspace(1)* %p10, i64 %v1888
  br i1 %v1891, label %st133, label %join134
st133:
  store float %v88, float addrspace(1)* %v1892, align 4
  br label %join134
join134:
  br label %st_done6
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0, !1}
!0 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @gemm_nt, !"kernel", i32 1}
!1 = !{void (half addrspace(1)*, i32, i32, i32, i32, half addrspace(1)*, i32, i32, i32, i32, float addrspace(1)*, i32, i32, i32, i32)* @gemm_nt, !"maxntidx", i32 256}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
